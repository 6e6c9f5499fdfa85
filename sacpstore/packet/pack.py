"""Packing candidates into an SCGP context packet under token and node ceilings (DESIGN §6).

Greedy in candidate order: each candidate is cut to whole lines and to the part not already
covered by packed evidence (ranges never overlap), grown over blank lines that separate it from
packed evidence of its file (else over a blank line or two at its edges), read through the
snapshot handle (membership, range and digest verified), and emitted if what it adds to the
prompt fits; otherwise, when truncation is allowed, its first lines are emitted and flagged
``truncated``. Once three quarters of the token ceiling are spent, each further candidate is
emitted as its head, its first lines within a few dozen tokens (``heads``). Excerpts are then
grouped by file (files in order of their best candidate) with ranges ascending, and touching
ones of a file read as one run of lines under one frame (``render``). ``prompt_tokens`` is the
exact count of the whole prompt, never above the token ceiling.
"""

from __future__ import annotations

import sys
from bisect import bisect_right, insort
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from itertools import islice
from typing import Any

from sacpstore.cache import MiB, process_cache
from sacpstore.digests import labelled_digest
from sacpstore.errors import TokenBudgetError
from sacpstore.handle import Excerpt, SnapshotHandle
from sacpstore.packet import render
from sacpstore.retrieval import Candidate
from sacpstore.span import SPAN_KEYS, SourceSpan, Spanned
from sacpstore.tokens import ENCODING_NAME, count_tokens

MIN_TRUNCATED_LINES = 3
# Blank lines an excerpt takes in on each side: the context a patch at its edge needs.
MARGIN_LINES = 2
# Once this share of the token ceiling is spent, each further candidate is packed as its head
# (its first lines, within HEAD_TOKENS), so the rest of the budget shows more places.
HEADS_FROM = 0.75
HEAD_TOKENS = 60
MIN_USEFUL_TOKENS = 24
# Shortening an excerpt to fit is worth it only with real room left.
MIN_CUT_ROOM = 160
# After this many candidates in a row fail to fit, the rest are counted as omitted unread.
MAX_MISSES = 48
# Source code averages about 4 bytes per cl100k token; 16 is a generous ceiling for a fit.
MAX_BYTES_PER_TOKEN = 16
# Excerpt token counts shared by every packer in the process (sacpstore.cache ``block_tokens``).
BLOCK_TOKENS_BYTES = 8 * MiB
# What one count costs beside its path and digest characters: key tuple, string headers,
# ints, cache node (measured ~300 bytes).
BLOCK_ENTRY_OVERHEAD = 400


def _block_entry_size(key: tuple[str, bytes, int, int], _count: int) -> int:
    return BLOCK_ENTRY_OVERHEAD + len(key[0]) + len(key[1])


def _marks_entry_size(_digest: bytes, marks: frozenset[str]) -> int:
    return 200 + sum(len(mark) + 50 for mark in marks)


_BLOCK_TOKENS = process_cache("block_tokens", BLOCK_TOKENS_BYTES, _block_entry_size)
# Per blob digest, the digit runs after each "@@" (render.boundary_marks), mostly none.
_BOUNDARY_MARKS = process_cache("boundary_marks", 1 * MiB, _marks_entry_size)


@dataclass(frozen=True)
class Evidence(Spanned):
    """One emitted excerpt: where its bytes come from and why it was picked. ``tokens`` is
    what its text adds to the prompt (``excerpt_tokens``)."""

    span: SourceSpan
    kind: str
    symbol: str
    tokens: int
    truncated: bool
    classification: str
    reason: str
    via: str | None
    fence: str

    def to_json(self) -> dict[str, Any]:
        """The span's fields, then the rest in field order (flat: no deep copy needed)."""
        fields = dict(vars(self))
        return {**fields.pop("span").to_json(), **fields}

    def ref(self) -> dict[str, Any]:
        """The reference a trace round records for this block (its REF_KEYS)."""
        return {key: getattr(self, key) for key in REF_KEYS}


# What a round's evidence reference holds: the block's span, token count and truncation, the
# fields the final packet's evidence must repeat.
REF_KEYS: tuple[str, ...] = (*SPAN_KEYS, "tokens", "truncated")


@dataclass(frozen=True)
class Packet:
    """A compiled context packet: the prompt a model receives and its provenance."""

    snapshot_id: str
    query: str
    max_tokens: int
    max_nodes: int
    prompt: str
    prompt_tokens: int
    kernel_tokens: int
    context_digest: str
    evidence: tuple[Evidence, ...]
    omitted_candidates: int
    omitted_bytes: int
    boundary: str

    @property
    def nothing_omitted(self) -> bool:
        return self.omitted_candidates == 0 and self.omitted_bytes == 0

    @property
    def truncated_count(self) -> int:
        return sum(1 for e in self.evidence if e.truncated)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": render.PACKET_FORMAT,
            "layout": render.LAYOUT,
            "boundary": self.boundary,
            "snapshot_id": self.snapshot_id,
            "query": self.query,
            "tokenizer": ENCODING_NAME,
            "ceilings": {"max_tokens": self.max_tokens, "max_nodes": self.max_nodes},
            "prompt": self.prompt,
            "prompt_tokens": self.prompt_tokens,
            "kernel_tokens": self.kernel_tokens,
            "context_digest": self.context_digest,
            "evidence": [e.to_json() for e in self.evidence],
            "omitted": {"candidates": self.omitted_candidates, "excerpt_bytes": self.omitted_bytes},
        }


@dataclass
class Packer:
    """Packs one query's candidates at any ceilings; excerpt token counts are shared by every
    packer in the process."""

    handle: SnapshotHandle
    query: str
    candidates: list[Candidate]
    _spans: dict[int, tuple[int, int]] = field(default_factory=dict)
    # Ranges read by this packer: the ladder packs the same candidates round after round, so
    # each is read (and verified) once per compile.
    _excerpts: dict[tuple[str, int, int], Excerpt] = field(default_factory=dict)
    _counts: dict[str, int] = field(default_factory=dict)
    _run_tokens: dict[tuple[str, int, int, bool], int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Every file a round may quote is known now, so one boundary serves every round.
        paths = sorted({c.span.path for c in self.candidates})
        self.boundary = render.choose_boundary(
            self.handle.snapshot_id, self.query, map(self._marks, paths)
        )
        self.head = render.header(self.query, self.boundary)
        self.kernel_tokens = render.kernel_tokens(self.query, self.boundary)

    def _marks(self, path: str) -> frozenset[str]:
        """The file's ``render.boundary_marks``, kept per blob for every packer in the process
        (reading every candidate file again for each compile cost a tenth of it)."""
        digest = self.handle.entry(path).digest
        marks = _BOUNDARY_MARKS.get(digest)
        if marks is None:
            marks = _BOUNDARY_MARKS.put(digest, render.boundary_marks(self.handle.read_file(path)))
        return marks

    def pack(
        self,
        max_tokens: int,
        max_nodes: int,
        *,
        allow_truncation: bool = True,
        heads: bool = True,
    ) -> Packet:
        """The packet at these ceilings; each blob it reads is hashed at most once. With
        ``heads`` (and truncation allowed), candidates packed after HEADS_FROM of the token
        ceiling is spent are their heads only."""
        with self.handle.pinned():
            return self._pack(max_tokens, max_nodes, allow_truncation, heads and allow_truncation)

    def _pack(self, max_tokens: int, max_nodes: int, allow_truncation: bool, heads: bool) -> Packet:
        if self.kernel_tokens > max_tokens:
            raise TokenBudgetError(
                f"the packet kernel needs {self.kernel_tokens} tokens but max_tokens is "
                f"{max_tokens}",
                field="max_tokens",
            )
        used = self.kernel_tokens
        covered: dict[str, list[tuple[int, int]]] = {}
        pieces: dict[str, list[render.Quoted]] = {}
        costs: dict[str, int] = {}  # per path: its frames and excerpts' tokens
        chosen: list[tuple[Evidence, str]] = []
        omitted_candidates = omitted_bytes = misses = 0
        for index, candidate in enumerate(self.candidates):
            path = candidate.span.path
            room = max_tokens - used
            if len(chosen) >= max_nodes or room < MIN_USEFUL_TOKENS or misses >= MAX_MISSES:
                # Past a ceiling nothing more is packed (none of the three ever recedes):
                # every remaining candidate is left out whole.
                left_out = self._left_out(index, covered)
                omitted_candidates += len(left_out)
                omitted_bytes += sum(left_out)
                break
            # What a candidate leaves out is always measured on the same range: the longest
            # part of its line-aligned span that packed evidence does not cover (PACKET.md).
            piece = _uncovered(self._span(index), covered.get(path, []))
            if piece is None:
                continue
            excerpt = self._read(path, *self._widened(path, piece, covered.get(path, [])))
            placed, before = pieces.get(path, []), costs.get(path, 0)
            added = partial(self._added, placed, before)
            if heads and used >= HEADS_FROM * max_tokens:
                made = self._fit(candidate, excerpt, min(room, HEAD_TOKENS), added, True)
            else:
                made = self._fit(
                    candidate, excerpt, room, added, allow_truncation and room >= MIN_CUT_ROOM
                )
            if made is None:
                omitted_candidates += 1
                omitted_bytes += piece[1] - piece[0]
                misses += 1
                continue
            misses = 0
            evidence, text, cost = made
            # Truncation keeps a prefix: the rest of the span is left out (bridged blank lines
            # before the span are emitted, never counted).
            omitted_bytes += piece[1] - min(max(evidence.end_byte, piece[0]), piece[1])
            used += cost
            costs[path] = before + cost
            pieces[path] = _with(placed, render.Quoted.of(evidence, text))
            chosen.append((evidence, text))
            insort(covered.setdefault(path, []), (evidence.start_byte, evidence.end_byte))
        return self._assemble(
            chosen, used, max_tokens, max_nodes, omitted_candidates, omitted_bytes
        )

    def _widened(
        self, path: str, piece: tuple[int, int], covered: list[tuple[int, int]]
    ) -> tuple[int, int]:
        """``piece`` grown over the blank lines that separate it from packed evidence of its
        file, so neighbouring excerpts read as one stretch of the file with nothing hidden
        between; else over at most MARGIN_LINES blank lines on each side, where an edit at its
        edge would go."""
        start, end = piece
        before = max((hi for _, hi in covered if hi <= start), default=None)
        if before is not None and self.handle.is_blank(path, before, start):
            start = before
        after = min((lo for lo, _ in covered if lo >= end), default=None)
        if after is not None and self.handle.is_blank(path, end, after):
            end = after
        bounds = (before or 0, sys.maxsize if after is None else after)
        return self.handle.blank_margins(path, start, end, MARGIN_LINES, bounds)

    def _left_out(self, first: int, covered: dict[str, list[tuple[int, int]]]) -> list[int]:
        """Bytes each candidate from ``first`` on leaves out, measured as for any candidate,
        aligning each file's candidates in one pass over its verified bytes."""
        rest = range(first, len(self.candidates))
        by_path: dict[str, list[int]] = {}
        for index in rest:
            if index not in self._spans:
                by_path.setdefault(self.candidates[index].span.path, []).append(index)
        for path, indexes in by_path.items():
            ranges = [
                (s.start_byte, s.end_byte) for s in (self.candidates[i].span for i in indexes)
            ]
            self._spans.update(zip(indexes, self.handle.align_many(path, ranges), strict=True))
        pieces = (
            _uncovered(self._spans[i], covered.get(self.candidates[i].span.path, [])) for i in rest
        )
        return [hi - lo for lo, hi in filter(None, pieces)]

    def aligned_span(self, index: int) -> tuple[int, int]:
        """Candidate ``index``'s span widened to whole lines: the range packing measures it by."""
        return self._span(index)

    def _span(self, index: int) -> tuple[int, int]:
        span = self._spans.get(index)
        if span is None:
            where = self.candidates[index].span
            span = self.handle.align_to_lines(where.path, where.start_byte, where.end_byte)
            self._spans[index] = span
        return span

    def _fit(
        self,
        candidate: Candidate,
        excerpt: Excerpt,
        room: int,
        added: Callable[[Excerpt], int],
        allow_truncation: bool,
    ) -> tuple[Evidence, str, int] | None:
        """The candidate's evidence, text and what it adds to the prompt, whole if that fits
        in ``room``, else (when allowed) its longest prefix of whole lines that does."""
        size = excerpt.end_byte - excerpt.start_byte
        if not allow_truncation and size > room * MAX_BYTES_PER_TOKEN:
            return None
        if not allow_truncation or size <= room * MAX_BYTES_PER_TOKEN:
            tokens = added(excerpt)
            if tokens <= room:
                return self._evidence(candidate, excerpt, False), excerpt.text, tokens
            if not allow_truncation:
                return None
        else:
            # Far too large to fit: count only a prefix instead of the whole excerpt.
            tokens = max(room + 1, size // MAX_BYTES_PER_TOKEN)
        lines = render.lines_of(excerpt.text)
        keep = min(len(lines) - 1, max(MIN_TRUNCATED_LINES, len(lines) * room // tokens))
        while keep >= MIN_TRUNCATED_LINES:
            cut = len("".join(lines[:keep]).encode("utf-8"))
            short = self._read(excerpt.path, excerpt.start_byte, excerpt.start_byte + cut)
            tokens = added(short)
            if tokens <= room:
                return self._evidence(candidate, short, True), short.text, tokens
            keep = min(keep - 1, keep * room // tokens)
        return None

    def text_of(self, evidence: Evidence) -> str:
        """The verified text of a block this packer emitted (read once, when it was packed)."""
        return self._read(evidence.path, evidence.start_byte, evidence.end_byte).text

    def _read(self, path: str, start: int, end: int) -> Excerpt:
        key = (path, start, end)
        excerpt = self._excerpts.get(key)
        if excerpt is None:
            excerpt = self._excerpts[key] = self.handle.read_range(path, start, end)
        return excerpt

    def _added(self, placed: list[render.Quoted], before: int, excerpt: Excerpt) -> int:
        """What ``excerpt`` adds to the prompt beside its file's ``placed`` excerpts, which
        cost ``before``: its own tokens and any change to its file's frames."""
        return self._path_tokens(_with(placed, render.Quoted.of(excerpt, excerpt.text))) - before

    def _path_tokens(self, pieces: list[render.Quoted]) -> int:
        """Tokens of one file's part of the prompt: each run's frame and excerpts. A run's
        count depends only on its byte range and whether it opens the file (its frame and
        text), so each is counted once per packer, however often its file is summed again."""
        total = 0
        for i, run in enumerate(render.runs(pieces)):
            key = (run[0].path, run[0].start_byte, run[-1].end_byte, i == 0)
            cost = self._run_tokens.get(key)
            if cost is None:
                opened = None if i == 0 else run[0].path
                cost = self._run_tokens[key] = sum(
                    (self._count(place.frame) if place.frame is not None else 0)
                    + self._excerpt_tokens(place)
                    for place in render.framed(self.boundary, run, opened)
                )
            total += cost
        return total

    def _excerpt_tokens(self, place: render.Framed) -> int:
        """What an excerpt's text adds to the prompt after the text before it (its frame or
        the excerpt it continues): its own count, shared by every packer in the process (a
        text is fixed by its path, file digest and range), plus how the two join."""
        piece = place.excerpt
        digest = self.handle.entry(piece.path).digest
        key = (piece.path, digest, piece.start_byte, piece.end_byte)
        own = _BLOCK_TOKENS.get(key)
        if own is None:
            own = _BLOCK_TOKENS.put(key, count_tokens(render.source_text(piece.text)))
        return own + render.join_tokens(place)

    def _count(self, text: str) -> int:
        count = self._counts.get(text)
        if count is None:
            count = self._counts[text] = count_tokens(text)
        return count

    def _evidence(self, candidate: Candidate, excerpt: Excerpt, truncated: bool) -> Evidence:
        """The record of an excerpt; its ``tokens`` are set when the packet is assembled."""
        entry = self.handle.entry(excerpt.path)
        return Evidence(
            excerpt.span,
            candidate.kind,
            candidate.symbol,
            0,
            truncated,
            entry.classification,
            candidate.reason,
            candidate.via,
            render.fence_of(excerpt.text),
        )

    def _assemble(
        self,
        chosen: list[tuple[Evidence, str]],
        tokens: int,
        max_tokens: int,
        max_nodes: int,
        omitted_candidates: int,
        omitted_bytes: int,
    ) -> Packet:
        """The packet of the chosen excerpts. ``tokens`` is the sum of the kernel's, the
        frames' and the excerpts' counts, the exact count of the whole prompt: every frame
        starts with the boundary after a line break, where cl100k's pre-tokenizer always
        starts a new piece, and ``join_correction`` accounts for text that joins the text
        before it. Each excerpt's ``tokens`` is its share, so they add up too."""
        ordered = _grouped(chosen)
        quoted = [render.Quoted.of(e, text) for e, text in ordered]
        evidence = [
            replace(e, tokens=self._excerpt_tokens(place))
            for (e, _), place in zip(ordered, render.framed(self.boundary, quoted), strict=True)
        ]
        prompt = render.prompt(self.head, self.boundary, quoted)
        return Packet(
            self.handle.snapshot_id,
            self.query,
            max_tokens,
            max_nodes,
            prompt,
            tokens,
            self.kernel_tokens,
            labelled_digest(prompt.encode("utf-8")),
            tuple(evidence),
            omitted_candidates,
            omitted_bytes,
            self.boundary,
        )


def _with(pieces: list[render.Quoted], piece: render.Quoted) -> list[render.Quoted]:
    """``pieces`` (one file's, ranges ascending, none overlapping) with ``piece`` in place."""
    placed = list(pieces)
    insort(placed, piece, key=lambda q: q.start_byte)
    return placed


def _grouped(chosen: list[tuple[Evidence, str]]) -> list[tuple[Evidence, str]]:
    """Files in the order their first block was chosen; ranges ascending within a file."""
    file_rank: dict[str, int] = {}
    for evidence, _ in chosen:
        file_rank.setdefault(evidence.path, len(file_rank))
    return sorted(chosen, key=lambda item: (file_rank[item[0].path], item[0].start_byte))


def _uncovered(span: tuple[int, int], covered: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The longest part of ``span`` outside every covered range (earliest on a tie); ``covered``
    is sorted and non-overlapping, so only the ranges from the one before ``span`` are looked at."""
    start, end = span
    if end <= start:
        return None
    pieces, cursor = [], start
    for lo, hi in islice(covered, max(0, bisect_right(covered, (start, start)) - 1), None):
        if lo >= end:
            break
        if hi <= cursor:
            continue
        if lo > cursor:
            pieces.append((cursor, lo))
        cursor = hi
    if not pieces and cursor == start:
        return span  # nothing covered inside it
    if cursor < end:
        pieces.append((cursor, end))
    if not pieces:
        return None
    return max(pieces, key=lambda p: (p[1] - p[0], -p[0]))
