"""The evaluation config (TOML): what to run, and the quality bar declared before the run.

SACP-0.2 §9 requires the quality threshold and the permitted regression from full context to be
declared before evaluation, so a config without either is refused, naming the missing key, and
the report records both with the BLAKE3 digest of the config file's bytes. Relative paths are
relative to the config file. docs/EVAL.md documents every key.
"""

from __future__ import annotations

import glob
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from sacpstore.adaptive.request import AdaptiveRequest
from sacpstore.digests import labelled_digest
from sacpstore.errors import RequestError

REQUIRED = ("quality_threshold", "permitted_regression")
STRATEGIES = ("full", "lexical", "fixed", "adaptive")
QUALITY_METRICS = ("hunk_recall", "fix_path_recall", "task_success")
DEFAULT_BUDGETS = (4000, 8000, 16000, 32000)
LADDER_KEYS = tuple(
    f.name
    for f in fields(AdaptiveRequest)
    if f.name not in ("query", "path_seeds", "include_paths", "exclude_paths", "fail_closed")
)
MODEL_URL_ENV = "SACP_EVAL_MODEL_URL"
MODEL_NAME_ENV = "SACP_EVAL_MODEL"
DEFAULT_KEY_ENV = "SACP_EVAL_API_KEY"
TOP_LEVEL = frozenset(
    {
        *REQUIRED,
        "quality_metric",
        "strategies",
        "budgets",
        "repeats",
        "price_per_million_input_tokens",
        "model_context_window",
        "tasks_per_repo",
        "workers",
        "tasks",
        "adaptive",
        "fixed",
        "model",
    }
)


@dataclass(frozen=True)
class TaskSource:
    """One task file and the git directory its snapshots are read from."""

    file: Path
    git_dir: Path


@dataclass(frozen=True)
class ModelConfig:
    """An OpenAI-compatible chat-completions endpoint; the API key is read from ``key_env``."""

    url: str
    name: str
    key_env: str = DEFAULT_KEY_ENV
    price_per_million_output_tokens: float | None = None
    max_output_tokens: int = 512
    timeout_s: float = 120.0

    def to_json(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "name": self.name,
            "key_env": self.key_env,
            "price_per_million_output_tokens": self.price_per_million_output_tokens,
            "max_output_tokens": self.max_output_tokens,
        }


@dataclass(frozen=True)
class EvalConfig:
    """A validated evaluation config."""

    path: Path
    digest: str
    quality_threshold: float
    permitted_regression: float
    quality_metric: str
    sources: tuple[TaskSource, ...]
    strategies: tuple[str, ...]
    budgets: tuple[int, ...]
    ladder: dict[str, Any]
    fixed_max_nodes: int
    repeats: int
    price_per_million_input_tokens: float | None
    model_context_window: int | None
    tasks_per_repo: int | None
    workers: int
    model: ModelConfig | None

    def to_json(self) -> dict[str, Any]:
        """What the report records about the config (the digest pins everything else)."""
        return {
            "path": str(self.path),
            "digest": self.digest,
            "quality_threshold": self.quality_threshold,
            "permitted_regression": self.permitted_regression,
            "quality_metric": self.quality_metric,
            "strategies": list(self.strategies),
            "budgets": list(self.budgets),
            "adaptive": self.ladder,
            "fixed_max_nodes": self.fixed_max_nodes,
            "repeats": self.repeats,
            "price_per_million_input_tokens": self.price_per_million_input_tokens,
            "model_context_window": self.model_context_window,
            "tasks_per_repo": self.tasks_per_repo,
            "workers": self.workers,
            "task_files": [str(s.file) for s in self.sources],
            "model": self.model.to_json() if self.model else None,
        }


def load_eval_config(path: Path, environ: Mapping[str, str] | None = None) -> EvalConfig:
    """Parse and validate ``path``; RequestError names the first missing or bad key."""
    environ = os.environ if environ is None else environ
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RequestError(f"{path}: cannot read config: {exc.strerror}", field="config") from exc
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise RequestError(f"{path}: not valid TOML: {exc}", field="config") from exc
    for key in REQUIRED:  # §9: declared before evaluation, or nothing runs
        if key not in data:
            raise RequestError(
                f"{path}: {key} is required: declare the quality bar before the run",
                field=key,
            )
    unknown = sorted(set(data) - TOP_LEVEL)
    if unknown:
        raise RequestError(f"{path}: unknown key {unknown[0]!r}", field=unknown[0])
    strategies = _strategies(data.get("strategies", list(STRATEGIES)))
    window = _optional_positive(data, "model_context_window")
    if "full" in strategies and window is None:
        raise RequestError(
            "model_context_window is required by the full strategy", field="model_context_window"
        )
    return EvalConfig(
        path=path,
        digest=labelled_digest(raw),
        quality_threshold=_fraction(data, "quality_threshold"),
        permitted_regression=_fraction(data, "permitted_regression"),
        quality_metric=_choice(data, "quality_metric", QUALITY_METRICS, "hunk_recall"),
        sources=_sources(data.get("tasks"), path.parent),
        strategies=strategies,
        budgets=_budgets(data.get("budgets", list(DEFAULT_BUDGETS))),
        ladder=_ladder(data.get("adaptive", {})),
        fixed_max_nodes=_fixed_max_nodes(data.get("fixed", {})),
        repeats=_positive(data, "repeats", 1),
        price_per_million_input_tokens=_optional_price(data, "price_per_million_input_tokens"),
        model_context_window=window,
        tasks_per_repo=_optional_positive(data, "tasks_per_repo"),
        workers=_positive(data, "workers", 1),
        model=_model(data.get("model"), environ),
    )


def _fraction(data: dict[str, Any], key: str) -> float:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise RequestError(f"{key} must be a number from 0 through 1, got {value!r}", field=key)
    return float(value)


def _choice(data: dict[str, Any], key: str, allowed: tuple[str, ...], default: str) -> str:
    value = data.get(key, default)
    if value not in allowed:
        raise RequestError(f"{key} must be one of {', '.join(allowed)}", field=key)
    chosen: str = value
    return chosen


def _positive(data: dict[str, Any], key: str, default: int, where: str = "") -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise RequestError(
            f"{where}{key} must be a positive integer, got {value!r}", field=where + key
        )
    return value


def _optional_positive(data: dict[str, Any], key: str) -> int | None:
    return _positive(data, key, 1) if key in data else None


def _optional_price(data: dict[str, Any], key: str, where: str = "") -> float | None:
    if key not in data:
        return None
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise RequestError(
            f"{where}{key} must be a non-negative number, got {value!r}", field=where + key
        )
    return float(value)


def _strategies(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or any(v not in STRATEGIES for v in value):
        raise RequestError(
            f"strategies must be a non-empty list of {', '.join(STRATEGIES)}", field="strategies"
        )
    return tuple(s for s in STRATEGIES if s in value)


def _budgets(value: Any) -> tuple[int, ...]:
    if (
        not isinstance(value, list)
        or not value
        or any(isinstance(v, bool) or not isinstance(v, int) or v <= 0 for v in value)
    ):
        raise RequestError("budgets must be a non-empty list of positive integers", field="budgets")
    return tuple(sorted(set(value)))


def _sources(value: Any, base: Path) -> tuple[TaskSource, ...]:
    """``[[tasks]]`` entries; ``file`` may be a glob, ``git_dir`` may use {owner}, {name} and
    environment variables (``$SACP_MIRRORS/{owner}+{name}/repo``)."""
    if not isinstance(value, list) or not value:
        raise RequestError("tasks must list at least one [[tasks]] entry", field="tasks")
    sources = []
    for number, entry in enumerate(value):
        where = f"tasks[{number}]"
        if not isinstance(entry, dict) or set(entry) != {"file", "git_dir"}:
            raise RequestError(f"{where} needs exactly the keys file and git_dir", field=where)
        pattern = str(base / entry["file"])
        files = sorted(glob.glob(pattern)) if glob.has_magic(pattern) else [pattern]
        if not files or not all(Path(f).is_file() for f in files):
            raise RequestError(f"{where}.file: no task file at {pattern}", field=f"{where}.file")
        for file in files:
            owner, _, name = Path(file).stem.partition("__")
            pattern = os.path.expandvars(str(entry["git_dir"]))
            git_dir = base / pattern.format(owner=owner, name=name)
            sources.append(TaskSource(Path(file), git_dir))
    return tuple(sources)


def _ladder(value: Any) -> dict[str, Any]:
    """The declared adaptive ladder over the request defaults, validated as a request is."""
    if not isinstance(value, dict):
        raise RequestError("[adaptive] must be a table", field="adaptive")
    unknown = sorted(set(value) - set(LADDER_KEYS))
    if unknown:
        raise RequestError(f"unknown key adaptive.{unknown[0]}", field=f"adaptive.{unknown[0]}")
    defaults = {f.name: f.default for f in fields(AdaptiveRequest) if f.name in LADDER_KEYS}
    ladder = {**defaults, **value}
    try:
        AdaptiveRequest(query="ladder check", **ladder)
    except RequestError as exc:
        raise RequestError(
            f"adaptive.{exc.field}: {exc.message}", field=f"adaptive.{exc.field}"
        ) from exc
    return ladder


def _fixed_max_nodes(value: Any) -> int:
    if not isinstance(value, dict) or set(value) - {"max_nodes"}:
        raise RequestError("[fixed] takes only max_nodes", field="fixed")
    return _positive(value, "max_nodes", 10_000, "fixed.")


def _model(value: Any, environ: Mapping[str, str]) -> ModelConfig | None:
    """The [model] table, else the endpoint named by the environment, else None."""
    if value is None:
        url, name = environ.get(MODEL_URL_ENV), environ.get(MODEL_NAME_ENV)
        return ModelConfig(url, name) if url and name else None
    allowed = {f.name for f in fields(ModelConfig)}
    if not isinstance(value, dict) or not {"url", "name"} <= set(value) <= allowed:
        raise RequestError(
            f"[model] needs url and name and takes only {', '.join(sorted(allowed))}",
            field="model",
        )
    price = _optional_price(value, "price_per_million_output_tokens", "model.")
    return ModelConfig(
        url=str(value["url"]),
        name=str(value["name"]),
        key_env=str(value.get("key_env", DEFAULT_KEY_ENV)),
        price_per_million_output_tokens=price,
        max_output_tokens=_positive(value, "max_output_tokens", 512, "model."),
        timeout_s=float(_positive(value, "timeout_s", 120, "model.")),
    )
