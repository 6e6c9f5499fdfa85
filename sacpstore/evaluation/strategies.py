"""The four strategies of SACP-0.2 §9, compiled on one task's pinned snapshot.

``full`` is every public text file, whole, in path order, cut to the model context window
(files that would overflow it are skipped); ``lexical`` is the whole-file BM25 baseline packed
greedily at each budget; ``fixed`` is ``Snapshot.pack`` at each budget; ``adaptive`` is
``Snapshot.adaptive`` with the declared ladder: the public API, the path users run. Every
variant yields the exact prompt a model would receive, its token count, and the line ranges of
every path it holds (for scoring).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from sacpstore import (
    AdaptiveRequest,
    Packet,
    PackRequest,
    ReadRequest,
    Snapshot,
    count_tokens,
    labelled_digest,
)
from sacpstore.evaluation.config import EvalConfig
from sacpstore.evaluation.lexical import (
    Document,
    WholeFileIndex,
    lexical_tokens,
    pack_whole_files,
)

WHOLE_FILE = (1, sys.maxsize)
Lines = dict[str, list[tuple[int, int]]]


@dataclass(frozen=True)
class Variant:
    """A strategy at one budget (``full`` and ``adaptive`` have none)."""

    strategy: str
    budget: int | None = None

    @property
    def label(self) -> str:
        return (
            self.strategy if self.budget is None else f"{self.strategy}@{budget_label(self.budget)}"
        )


def budget_label(tokens: int) -> str:
    """4000 -> "4k"; other counts as they are."""
    return f"{tokens // 1000}k" if tokens % 1000 == 0 else str(tokens)


def variants(config: EvalConfig) -> list[Variant]:
    """Every variant the config asks for, in report order."""
    out = []
    for strategy in config.strategies:
        if strategy in ("lexical", "fixed"):
            out += [Variant(strategy, budget) for budget in config.budgets]
        else:
            out.append(Variant(strategy))
    return out


@dataclass(frozen=True)
class Compiled:
    """One variant's prompt for one task and where its content came from."""

    prompt: str
    prompt_tokens: int
    lines: Lines
    latency_ms: float
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def digest(self) -> str:
        return labelled_digest(self.prompt.encode("utf-8"))


def framing_share(packet: Packet) -> float:
    """The share of a packet's prompt tokens that are neither quoted source (its excerpts'
    tokens) nor the query: header, frames and labels."""
    framing = packet.prompt_tokens - sum(e.tokens for e in packet.evidence)
    return round(max(0, framing - count_tokens(packet.query)) / packet.prompt_tokens, 6)


class BlobCache:
    """Whole-file token costs and BM25 tokens by (path, blob): consecutive snapshots of one
    repository share most files, so each is tokenized once per run."""

    def __init__(self) -> None:
        self.costs: dict[tuple[str, bytes], int] = {}
        self.tokens: dict[tuple[str, bytes], list[str]] = {}


def elapsed_ms(start: float) -> float:
    """Milliseconds since ``start`` (a perf_counter reading), to the microsecond."""
    return round((time.perf_counter() - start) * 1000, 3)


def evidence_lines(packet: Packet) -> Lines:
    lines: Lines = {}
    for evidence in packet.evidence:
        lines.setdefault(evidence.path, []).append((evidence.start_line, evidence.end_line))
    return lines


class TaskCompiler:
    """Compiles the variants of one task; ``new_repeat`` starts an independent repetition."""

    def __init__(self, snapshot: Snapshot, query: str, config: EvalConfig, cache: BlobCache):
        self.snapshot, self.query, self.config = snapshot, query, config
        self.prepare_ms: dict[str, float] = {}
        self.documents: list[Document] = []
        self.bm25: WholeFileIndex | None = None
        if {"full", "lexical"} & set(config.strategies):
            start = time.perf_counter()
            self.documents, tokens = self._documents(cache)
            self.prepare_ms["documents"] = elapsed_ms(start)
            if "lexical" in config.strategies:
                start = time.perf_counter()
                self.bm25 = WholeFileIndex([d.path for d in self.documents], tokens)
                self.prepare_ms["lexical_index"] = elapsed_ms(start)
        self._by_path = {d.path: d for d in self.documents}
        self._costs = {d.path: d.cost for d in self.documents}
        self._memo: dict[str, tuple[float, Any]] = {}

    @property
    def tree_tokens(self) -> int:
        return sum(self._costs.values())

    def new_repeat(self) -> None:
        self._memo.clear()

    def compile(self, variant: Variant) -> Compiled:
        compiled: Compiled = getattr(self, f"_{variant.strategy}")(variant.budget)
        return compiled

    def _documents(self, cache: BlobCache) -> tuple[list[Document], list[list[str]]]:
        """Every emittable file with its whole-file cost, and its BM25 tokens."""
        documents, tokens = [], []
        for entry in self.snapshot.manifest:
            if not entry.emittable:
                continue
            text = self.snapshot.read(ReadRequest(entry.path)).text
            key = (entry.path, entry.digest)
            if key not in cache.costs:
                cache.costs[key] = count_tokens(f"### {entry.path}\n{text}")
                cache.tokens[key] = lexical_tokens(f"{entry.path}\n{text}")
            documents.append(Document(entry.path, text, cache.costs[key]))
            tokens.append(cache.tokens[key])
        return documents, tokens

    def _once(self, name: str, make: Callable[[], Any]) -> tuple[float, Any]:
        """(ms, value) of a step shared by every budget of one repeat."""
        if name not in self._memo:
            start = time.perf_counter()
            value = make()
            self._memo[name] = (elapsed_ms(start), value)
        return self._memo[name]

    def _whole_files(self, ranked: list[str], budget: int, shared_ms: float) -> Compiled:
        start = time.perf_counter()
        packed = pack_whole_files(ranked, self._costs, budget)
        prompt = "".join(self._by_path[p].block for p in packed)
        tokens = sum(self._costs[p] for p in packed)
        latency = round(shared_ms + elapsed_ms(start), 3)
        return Compiled(prompt, tokens, {path: [WHOLE_FILE] for path in packed}, latency)

    def _full(self, _budget: None) -> Compiled:
        window = self.config.model_context_window
        assert window is not None  # load_eval_config requires it of the full strategy
        compiled = self._whole_files([d.path for d in self.documents], window, 0.0)
        details = {"fits": self.tree_tokens <= window, "tree_tokens": self.tree_tokens}
        return replace(compiled, details=details)

    def _lexical(self, budget: int) -> Compiled:
        bm25 = self.bm25
        assert bm25 is not None  # built when the lexical strategy is configured
        rank_ms, ranked = self._once("rank", lambda: bm25.rank(self.query))
        return self._whole_files(ranked, budget, rank_ms)

    def _fixed(self, budget: int) -> Compiled:
        request = PackRequest(self.query, max_tokens=budget, max_nodes=self.config.fixed_max_nodes)
        start = time.perf_counter()
        packet = self.snapshot.pack(request)
        latency = elapsed_ms(start)
        details = {"framing_share": framing_share(packet)}
        return Compiled(
            packet.prompt, packet.prompt_tokens, evidence_lines(packet), latency, details
        )

    def _adaptive(self, _budget: None) -> Compiled:
        request = AdaptiveRequest(query=self.query, **self.config.ladder)
        start = time.perf_counter()
        result = self.snapshot.adaptive(request)
        latency = elapsed_ms(start)
        artifact = result.artifact
        details = {
            "stop_reason": artifact["stop_reason"],
            "selected_round": artifact["selected_round"],
            "rounds": len(artifact["rounds"]),
            "framing_share": framing_share(result.packet),
        }
        packet = result.packet
        return Compiled(
            packet.prompt, packet.prompt_tokens, evidence_lines(packet), latency, details
        )
