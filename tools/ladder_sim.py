"""Offline ladder simulator over tools/ladder_study.py's per-rung data.

A ladder is T_0 = min, T_{i+1} = min(T_i + step, max); at each rung the stop rule decides; a task
ends at the first rung where the rule passes, else where nothing is omitted, else at max.

    python tools/ladder_sim.py --study DIR --half choosing    # the full report, choosing half
    python tools/ladder_sim.py --study DIR --repos a/b c/d    # any split
    python tools/ladder_sim.py --study DIR --half choosing --min 4000 --step 5000 --max 32000 \
        --rule v2 --r 0.38 --C 5000                       # one ladder only (--no-grid)

Rules:
  v2     coverage_bps >= C and evidence >= E and (best_omitted is None or
         best_omitted_score <= r * top_score)            (the estimator v2 as shipped, E=3)
  ramp   v2 with a rung-dependent ratio: r_i = min(r + slope * i, 1), i = 0 for the first rung
         (the cliff is demanded strictly at small budgets and relaxed as the ladder climbs)
  cov    v2 where the coverage condition is only demanded while the packet still gains
         coverage: stop when the cliff holds and (coverage >= C or coverage did not grow since
         the previous rung)
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
from decimal import Decimal
from pathlib import Path

CHOOSING = [
    "encode/httpx",
    "pallets/click",
    "pypa/packaging",
    "mochajs/mocha",
    "sharkdp/bat",
    "serde-rs/json",
]
REPORTING = [
    "Textualize/rich",
    "psf/requests",
    "pallets/flask",
    "sqlalchemy/alembic",
    "axios/axios",
    "clap-rs/clap",
]
KINDS = ("commits", "questions")


def load(study_dir: Path, setname: str, repos: set[str] | None) -> dict[str, list[dict]]:
    data: dict[str, list[dict]] = {}
    for kind in KINDS:
        path = study_dir / f"{kind}-{setname}.jsonl"
        tasks = []
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            rec = json.loads(line)
            if repos is not None and rec["repo"] not in repos:
                continue
            if rec.get("error"):
                raise SystemExit(f"task {rec['id']} has an error: {rec['error']}")
            rec["by_T"] = {r["T"]: r for r in rec["rungs"]}
            rec["top_dec"] = None if rec["top_score"] is None else Decimal(repr(rec["top_score"]))
            for r in rec["rungs"]:
                b = r["best_omitted_score"]
                r["best_dec"] = None if b is None else Decimal(repr(b))
            tasks.append(rec)
        data[kind] = tasks
    return data


def ladder(min_t: int, step: int, max_t: int) -> list[int]:
    out = [min_t]
    while out[-1] < max_t:
        out.append(min(out[-1] + step, max_t))
    return out


def cliff(rung: dict, top, ratio_bps: int) -> bool:
    """Exactly below_cliff of estimator v2 (decimal forms of the recorded scores)."""
    if rung["best_dec"] is None:
        return True
    if top is None:
        return False
    return rung["best_dec"] * 10000 <= ratio_bps * top


def make_rule(name: str, r: float, C: int, E: int = 3, slope: float = 0.0):
    def v2(task, rung, i, prev):
        return (
            rung["coverage_bps"] >= C
            and rung["evidence"] >= E
            and cliff(rung, task["top_dec"], round(r * 10000))
        )

    def ramp(task, rung, i, prev):
        ratio = min(r + slope * i, 1.0)
        return (
            rung["coverage_bps"] >= C
            and rung["evidence"] >= E
            and cliff(rung, task["top_dec"], round(ratio * 10000))
        )

    def cov(task, rung, i, prev):
        covered = rung["coverage_bps"] >= C or (
            prev is not None and rung["coverage_bps"] <= prev["coverage_bps"]
        )
        return covered and rung["evidence"] >= E and cliff(rung, task["top_dec"], round(r * 10000))

    return {"v2": v2, "ramp": ramp, "cov": cov}[name]


def rung_at(task: dict, T: int) -> dict:
    """The rung with ceiling T (the study has every multiple of 1000 from 2000)."""
    if T in task["by_T"]:
        return task["by_T"][T]
    later = [t for t in task["by_T"] if t >= T]
    return task["by_T"][min(later)]


def simulate(tasks: list[dict], rungs: list[int], rule) -> list[tuple[int, dict]]:
    """(index of the stopping rung, its record) per task."""
    out = []
    for task in tasks:
        prev = None
        for i, T in enumerate(rungs):
            rung = rung_at(task, T)
            if rule(task, rung, i, prev) or rung["nothing_omitted"] or i == len(rungs) - 1:
                out.append((i, rung))
                break
            prev = rung
    return out


def summarize(results: list[tuple[int, dict]], n_rungs: int) -> dict:
    recalls = [r["hunk_recall"] for _, r in results]
    tokens = [r["prompt_tokens"] for _, r in results]
    stops = [0] * n_rungs
    for i, _ in results:
        stops[i] += 1
    return {
        "n": len(results),
        "hunk_recall": sum(recalls) / len(recalls),
        "path_recall": sum(r["path_recall"] for _, r in results) / len(results),
        "median_tokens": statistics.median(tokens),
        "mean_tokens": sum(tokens) / len(tokens),
        "stop_share": [s / len(results) for s in stops],
    }


def report_one(data, min_t, step, max_t, rule_name, r, C, E, slope) -> None:
    rungs = ladder(min_t, step, max_t)
    rule = make_rule(rule_name, r, C, E, slope)
    print(
        f"\n== ladder min={min_t} step={step} max={max_t} rule={rule_name} r={r} C={C} E={E}"
        + (f" slope={slope}" if rule_name == "ramp" else "")
    )
    print("   rungs: " + " ".join(f"{t // 1000}k" for t in rungs))
    for kind, tasks in data.items():
        s = summarize(simulate(tasks, rungs, rule), len(rungs))
        shares = " ".join(f"{x:.2f}" for x in s["stop_share"])
        print(
            f"   {kind:9s} n={s['n']:3d} hunk={s['hunk_recall']:.4f} path={s['path_recall']:.4f} "
            f"median_tok={s['median_tokens']:.0f} mean_tok={s['mean_tokens']:.0f} "
            f"stop share per rung: {shares}"
        )


def grid(data, rule_name, E, slope, med_cap, mean_cap, top, out_file):
    mins = [2000, 3000, 4000, 5000, 6000]
    steps = [2000, 3000, 4000, 5000, 6000]
    maxes = [16000, 24000, 32000]
    ratios = [round(0.30 + 0.04 * i, 2) for i in range(11)]
    covs = [0, 5000]
    rows = []
    for min_t, step, max_t, r, C in itertools.product(mins, steps, maxes, ratios, covs):
        rungs = ladder(min_t, step, max_t)
        rule = make_rule(rule_name, r, C, E, slope)
        per = {k: summarize(simulate(t, rungs, rule), len(rungs)) for k, t in data.items()}
        hunk = sum(p["hunk_recall"] for p in per.values()) / len(per)
        mean_tok = sum(p["mean_tokens"] for p in per.values()) / len(per)
        ok = all(
            p["median_tokens"] <= med_cap and p["mean_tokens"] <= mean_cap for p in per.values()
        )
        rows.append((min_t, step, max_t, r, C, hunk, mean_tok, ok, per))
    if out_file:
        with open(out_file, "w") as fh:
            fh.write(
                "min\tstep\tmax\tr\tC\thunk_mean\tok\t"
                + "\t".join(f"{k}_{f}" for k in data for f in ("hunk", "median_tok", "mean_tok"))
                + "\n"
            )
            for min_t, step, max_t, r, C, hunk, _mean, ok, per in rows:
                fh.write(
                    f"{min_t}\t{step}\t{max_t}\t{r}\t{C}\t{hunk:.4f}\t{'*' if ok else ''}\t"
                    + "\t".join(
                        f"{per[k]['hunk_recall']:.4f}\t{per[k]['median_tokens']:.0f}\t"
                        f"{per[k]['mean_tokens']:.0f}"
                        for k in data
                    )
                    + "\n"
                )
    feasible = [row for row in rows if row[7]]
    feasible.sort(key=lambda row: (-round(row[5], 9), row[6]))
    print(
        f"\n== grid ({rule_name}{', slope=' + str(slope) if rule_name == 'ramp' else ''}): "
        f"{len(rows)} combinations, {len(feasible)} within median<={med_cap} and "
        f"mean<={mean_cap} for each kind; best {top}:"
    )
    kinds = list(data)
    head = "   min  step   max     r     C  hunk(mean)  " + "  ".join(
        f"{k[:6]}:hunk med_tok mean_tok" for k in kinds
    )
    print(head)
    for min_t, step, max_t, r, C, hunk, _mean, _ok, per in feasible[:top]:
        cells = "  ".join(
            f"{per[k]['hunk_recall']:11.4f} {per[k]['median_tokens']:7.0f} "
            f"{per[k]['mean_tokens']:8.0f}"
            for k in kinds
        )
        print(f"  {min_t:5d} {step:5d} {max_t:5d} {r:5.2f} {C:5d}  {hunk:10.4f}  {cells}")
    return rows


def fixed_budgets(data) -> None:
    print("\n== fixed budget (the rung with T = budget): hunk recall / path recall / mean tokens")
    for kind, tasks in data.items():
        cells = []
        for T in (2000, 4000, 8000, 16000, 32000):
            rs = [rung_at(t, T) for t in tasks]
            cells.append(
                f"{T // 1000}k {sum(r['hunk_recall'] for r in rs) / len(rs):.4f}/"
                f"{sum(r['path_recall'] for r in rs) / len(rs):.4f}/"
                f"{sum(r['prompt_tokens'] for r in rs) / len(rs):.0f}"
            )
        print(f"   {kind:9s} " + "  ".join(cells))


def framing(data) -> None:
    print("\n== framing share (prompt - evidence - query tokens) / prompt, mean [median]")
    for kind, tasks in data.items():
        cells = []
        for T in ("2000", "4000", "8000", "16000"):
            xs = [t["framing_share"][T] for t in tasks if t["framing_share"].get(T) is not None]
            cells.append(f"{int(T) // 1000}k {sum(xs) / len(xs):.4f} [{statistics.median(xs):.4f}]")
        kern = [t["kernel_tokens"] for t in tasks]
        print(f"   {kind:9s} " + "  ".join(cells) + f"   kernel mean {sum(kern) / len(kern):.0f}")


def classifier(data, min_t, step, max_t, r, C, E) -> None:
    rungs = ladder(min_t, step, max_t)
    rule = make_rule("v2", r, C, E)
    print(
        f"\n== estimator v2 as a classifier (r={r}, C={C}, E={E}) at each rung of "
        f"{min_t}/{step}/{max_t}: pass rate [n] among tasks with gold fully in "
        "(hunk_recall == 1) and not; 'all' = every task at that T, 'live' = tasks the ladder "
        "has not stopped before this rung"
    )
    for kind, tasks in data.items():
        print(f"   {kind}")
        live = set(range(len(tasks)))
        prev = {i: None for i in live}
        for i, T in enumerate(rungs):
            cells = []
            for label, idx in (("all", range(len(tasks))), ("live", sorted(live))):
                full_p = full_n = part_p = part_n = 0
                for j in idx:
                    rung = rung_at(tasks[j], T)
                    ok = rule(tasks[j], rung, i, prev[j])
                    if rung["hunk_recall"] == 1:
                        full_n += 1
                        full_p += ok
                    else:
                        part_n += 1
                        part_p += ok
                cells.append(
                    f"{label}: full {full_p / full_n if full_n else float('nan'):.2f} [{full_n:3d}]"
                    f" not {part_p / part_n if part_n else float('nan'):.2f} [{part_n:3d}]"
                )
            print(f"     {T // 1000:2d}k  " + "   ".join(cells))
            for j in list(live):
                rung = rung_at(tasks[j], T)
                if rule(tasks[j], rung, i, prev[j]) or rung["nothing_omitted"]:
                    live.discard(j)
                prev[j] = rung


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--study", required=True, help="the --out directory of ladder_study.py")
    ap.add_argument("--set", dest="setname", default="pool")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--half", choices=["choosing", "reporting"])
    g.add_argument("--repos", nargs="+")
    g.add_argument("--all-repos", action="store_true")
    ap.add_argument("--min", type=int, default=4000)
    ap.add_argument("--step", type=int, default=5000)
    ap.add_argument("--max", type=int, default=32000)
    ap.add_argument("--rule", choices=["v2", "ramp", "cov"], default="v2")
    ap.add_argument("--r", type=float, default=0.38)
    ap.add_argument("--C", type=int, default=5000)
    ap.add_argument("--E", type=int, default=3)
    ap.add_argument("--slope", type=float, default=0.05)
    ap.add_argument("--no-grid", action="store_true")
    ap.add_argument("--grid-rules", nargs="+", default=["v2"])
    ap.add_argument("--grid-out", default=None, help="TSV of every grid row (suffix .RULE)")
    ap.add_argument("--median-cap", type=float, default=9830)
    ap.add_argument("--mean-cap", type=float, default=11000)
    ap.add_argument("--top", type=int, default=15)
    args = ap.parse_args()
    if args.half:
        repos = set(CHOOSING if args.half == "choosing" else REPORTING)
    elif args.repos:
        repos = set(args.repos)
    else:
        repos = None
    data = load(Path(args.study), args.setname, repos)
    found = sorted({t["repo"] for ts in data.values() for t in ts})
    print(f"set={args.setname} repos={found}")
    print("tasks: " + ", ".join(f"{k} {len(v)}" for k, v in data.items()))
    report_one(data, args.min, args.step, args.max, args.rule, args.r, args.C, args.E, args.slope)
    if not args.no_grid:
        for rule_name in args.grid_rules:
            out = f"{args.grid_out}.{rule_name}.tsv" if args.grid_out else None
            grid(data, rule_name, args.E, args.slope, args.median_cap, args.mean_cap, args.top, out)
    fixed_budgets(data)
    framing(data)
    classifier(data, 4000, 5000, 32000, 0.38, 5000, 3)


if __name__ == "__main__":
    sys.exit(main())
