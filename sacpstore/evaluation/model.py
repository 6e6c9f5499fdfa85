"""An OpenAI-compatible chat-completions client, used only when an endpoint is configured.

Each compiled prompt is sent once (first repeat) with the task's query as the change request.
Output tokens and input tokens come from the provider's ``usage``; the provider cost is its
``usage.cost`` when it reports one, else the declared prices times those counts, else not
measured. A task succeeds when its ``checker`` regex matches the answer; without a checker,
success is not measured.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from typing import Any

import httpx

from sacpstore.errors import SacpError
from sacpstore.evaluation.config import ModelConfig

SYSTEM = (
    "You are given context from a code repository and a change request. Name the files and "
    "lines that must change, then give the change."
)


@dataclass(frozen=True)
class Answer:
    """One completion with the provider's own token counts."""

    text: str
    input_tokens: int
    output_tokens: int
    reported_cost_usd: float | None
    latency_ms: float


class ModelClient:
    """Chat completions against one endpoint and model."""

    def __init__(self, config: ModelConfig, environ: dict[str, str] | None = None):
        self.config = config
        key = (os.environ if environ is None else environ).get(config.key_env)
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self.http = httpx.Client(timeout=config.timeout_s, headers=headers)

    def close(self) -> None:
        self.http.close()

    def complete(self, prompt: str, query: str) -> Answer:
        """The model's answer to ``query`` given ``prompt``; SacpError on any failure."""
        body = {
            "model": self.config.name,
            "messages": [
                {"role": "system", "content": SYSTEM},
                {"role": "user", "content": f"{prompt}\nChange request:\n{query}\n"},
            ],
            "max_tokens": self.config.max_output_tokens,
            "temperature": 0,
        }
        start = time.perf_counter()
        try:
            response = self.http.post(self.config.url, json=body)
            response.raise_for_status()
            data = response.json()
            usage = data["usage"]
            text = data["choices"][0]["message"]["content"] or ""
            input_tokens, output_tokens = (
                int(usage["prompt_tokens"]),
                int(usage["completion_tokens"]),
            )
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise SacpError(
                f"model endpoint {self.config.url}: {type(exc).__name__}: {exc}"
            ) from exc
        cost = usage.get("cost")
        return Answer(
            text,
            input_tokens,
            output_tokens,
            float(cost) if isinstance(cost, int | float) else None,
            (time.perf_counter() - start) * 1000,
        )


def provider_cost(answer: Answer, price_in: float | None, price_out: float | None) -> float | None:
    """The reported cost, else declared prices per million tokens times the provider's counts."""
    if answer.reported_cost_usd is not None:
        return answer.reported_cost_usd
    if price_in is None or price_out is None:
        return None
    return (answer.input_tokens * price_in + answer.output_tokens * price_out) / 1_000_000


def check_answer(task: dict[str, Any], text: str) -> bool | None:
    """Whether the answer passes the task's checker regex; None when the task has none."""
    checker = task.get("checker")
    if not checker:
        return None
    return re.search(checker["regex"], text) is not None


def model_record(
    client: ModelClient, task: dict[str, Any], prompt: str, price_in: float | None
) -> dict[str, Any]:
    """The model columns of one measurement; a failed call is recorded, not raised."""
    try:
        answer = client.complete(prompt, task["query"])
    except SacpError as exc:
        return {"error": exc.message}
    return {
        "error": None,
        "input_tokens": answer.input_tokens,
        "output_tokens": answer.output_tokens,
        "cost_usd": provider_cost(answer, price_in, client.config.price_per_million_output_tokens),
        "latency_ms": round(answer.latency_ms, 3),
        "success": check_answer(task, answer.text),
    }
