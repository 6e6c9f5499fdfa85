"""Retrieval: semantic roots, graph expansion, policy, path seeds, deterministic ties."""

from __future__ import annotations

import pytest
from compile_fixtures import (
    EXCLUDED_PATHS,
    SECRET_PATHS,
    WITHHELD_MARKERS,
    assert_packet_sound,
    evidence_part,
    open_corpus,
)

from sacpstore.index import Hit
from sacpstore.packet import Packer
from sacpstore.retrieval import STRONG_FILE_DECAY, _rank, retrieve, role_weight


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    built = open_corpus(tmp_path_factory.mktemp("retrieval"))
    yield built
    built.close()


def _search(corpus, query, seeds=()):
    return retrieve(corpus.handle, corpus.index, query, seeds)


def _rank_of(candidates, path, symbol=None):
    for rank, c in enumerate(candidates):
        if c.path == path and (symbol is None or c.symbol == symbol):
            return rank
    return None


@pytest.mark.parametrize(
    ("query", "path", "symbol"),
    [
        (
            "where is compute_invoice_total defined",
            "src/billing/invoice.py",
            "compute_invoice_total",
        ),
        ("getHTTPResponse", "src/net/http.js", "getHTTPResponse"),
        ("what does parseHeaders return", "src/net/headers.js", "parseHeaders"),
        ("loyalty_bonus years", "src/billing/discounts.py", "loyalty_bonus"),
        (
            "enormous_ledger_reconciliation",
            "src/ledger/reconcile.py",
            "enormous_ledger_reconciliation",
        ),
        (
            "format_header of the invoice",
            "src/billing/invoice.py",
            "InvoiceFormatter.format_header",
        ),
    ],
)
def test_defining_function_of_distinctive_identifier_ranks_first(corpus, query, path, symbol):
    found = _search(corpus, query)
    top = found.candidates[0]
    assert (top.path, top.symbol) == (path, symbol)
    assert top.reason == "retrieved"
    assert top.kind in ("function", "method")


def test_graph_expansion_adds_definition_of_called_function_python(corpus):
    found = _search(corpus, "compute_invoice_total")
    expanded = [c for c in found.candidates if c.symbol == "apply_discount_rate"]
    assert len(expanded) == 1
    candidate = expanded[0]
    assert candidate.path == "src/billing/discounts.py"
    assert candidate.kind == "function"
    assert candidate.reason == "expanded"
    assert candidate.via is not None
    # The edge is named: which identifier, which kind of edge, from which root.
    assert "apply_discount_rate" in candidate.via
    assert "defines" in candidate.via
    assert "src/billing/invoice.py#compute_invoice_total" in candidate.via
    # An expanded node ranks below the root it came from.
    root = _rank_of(found.candidates, "src/billing/invoice.py", "compute_invoice_total")
    assert root == 0
    assert _rank_of(found.candidates, candidate.path, candidate.symbol) > root


def test_graph_expansion_follows_javascript_calls(corpus):
    found = _search(corpus, "getHTTPResponse")
    by_symbol = {c.symbol: c for c in found.candidates}
    for callee, path in (("parseHeaders", "src/net/headers.js"), ("fetchRaw", "src/net/http.js")):
        assert by_symbol[callee].path == path
        assert by_symbol[callee].reason == "expanded"
        assert callee in by_symbol[callee].via
        assert "src/net/http.js#getHTTPResponse" in by_symbol[callee].via


def test_retrieved_candidates_carry_no_via(corpus):
    for c in _search(corpus, "compute invoice discount headers").candidates:
        assert c.reason in ("retrieved", "expanded", "seed")
        if c.reason == "retrieved":
            assert c.via is None
        else:
            assert c.via


@pytest.mark.parametrize(
    "query",
    [
        "zanzibarquokka deployment credential",
        "RSA PRIVATE KEY MIIEowIBAAKCAQEAzanzibarquokkaQ",
        "marmosetlantern private material",
        "server key",
        "credentials",
    ],
)
def test_secret_file_is_never_a_candidate(corpus, query):
    found = _search(corpus, query)
    assert not {c.path for c in found.candidates} & set(SECRET_PATHS)
    packet = Packer(corpus.handle, query, found.candidates).pack(100_000, 1_000)
    assert not {e.path for e in packet.evidence} & set(SECRET_PATHS)
    for marker in WITHHELD_MARKERS:
        assert marker not in evidence_part(packet.prompt)


@pytest.mark.parametrize("query", ["flibbertigibbetWidget", "flibbertigibbet vendor min"])
def test_excluded_file_is_never_a_candidate(corpus, query):
    found = _search(corpus, query)
    assert not {c.path for c in found.candidates} & set(EXCLUDED_PATHS)
    packet = Packer(corpus.handle, query, found.candidates).pack(100_000, 1_000)
    assert "function flibbertigibbetWidget" not in evidence_part(packet.prompt)


def test_every_candidate_is_an_emittable_manifest_member_with_a_valid_range(corpus):
    for query in ("compute invoice discount", "hostile banner", "parse headers http response"):
        for c in _search(corpus, query).candidates:
            entry = corpus.handle.manifest.get(c.path)
            assert entry is not None and entry.emittable
            assert entry.classification == "public"
            excerpt = corpus.handle.read_range(c.path, c.start_byte, c.end_byte)
            assert excerpt.start_line == c.start_line
            assert c.start_line <= c.end_line


@pytest.mark.parametrize(
    "seed",
    ["missing/nowhere.py", "../outside.py", "/etc/passwd", "src/billing", "SRC/billing/invoice.py"],
)
def test_seed_outside_manifest_is_ignored_with_reason_and_never_emitted(corpus, seed):
    found = _search(corpus, "compute invoice total", [seed])
    assert [s["path"] for s in found.ignored_seeds] == [seed]
    reason = found.ignored_seeds[0]["reason"]
    assert isinstance(reason, str) and reason
    assert "manifest" in reason
    assert all(c.path != seed for c in found.candidates)
    assert all(c.reason != "seed" for c in found.candidates)
    packet = Packer(corpus.handle, "compute invoice total", found.candidates).pack(100_000, 100)
    assert all(e.path != seed for e in packet.evidence)
    # An ignored seed changes nothing.
    assert found.candidates == _search(corpus, "compute invoice total").candidates


@pytest.mark.parametrize("seed", [*SECRET_PATHS, *EXCLUDED_PATHS])
def test_seed_of_withheld_file_is_ignored(corpus, seed):
    query = "zanzibarquokka marmosetlantern flibbertigibbetWidget credential"
    found = _search(corpus, query, [seed])
    assert [s["path"] for s in found.ignored_seeds] == [seed]
    classification = corpus.handle.manifest.get(seed).classification
    assert classification in found.ignored_seeds[0]["reason"]
    assert all(c.path != seed for c in found.candidates)
    packet = Packer(corpus.handle, query, found.candidates).pack(100_000, 100)
    assert all(e.path != seed for e in packet.evidence)
    for marker in WITHHELD_MARKERS:
        assert marker not in evidence_part(packet.prompt)


def test_valid_seed_boosts_its_file(corpus):
    query = "parse headers"
    plain = _search(corpus, query).candidates
    seeded = _search(corpus, query, ["docs/guide.md"])
    assert seeded.ignored_seeds == []
    before = _rank_of(plain, "docs/guide.md")
    after = _rank_of(seeded.candidates, "docs/guide.md")
    assert after is not None
    assert before is None or after < before
    best = seeded.candidates[after]
    assert best.reason == "seed"
    assert "docs/guide.md" in best.via


def test_seed_of_already_retrieved_file_keeps_or_raises_its_rank(corpus):
    query = "discount rate"
    plain = _search(corpus, query).candidates
    seeded = _search(corpus, query, ["src/billing/invoice.py"]).candidates
    before = _rank_of(plain, "src/billing/invoice.py")
    after = _rank_of(seeded, "src/billing/invoice.py")
    assert after is not None
    assert before is None or after <= before
    plain_score = max(c.score for c in plain if c.path == "src/billing/invoice.py")
    seeded_score = max(c.score for c in seeded if c.path == "src/billing/invoice.py")
    assert seeded_score > plain_score


def test_ties_are_broken_by_path(corpus):
    found = _search(corpus, "duplicated_twin_helper")
    first, second = found.candidates[:2]
    assert (first.path, second.path) == ("ties/a.py", "ties/b.py")
    assert first.score == second.score
    assert first.symbol == second.symbol == "duplicated_twin_helper"
    packet = Packer(corpus.handle, "duplicated_twin_helper", found.candidates).pack(10_000, 10)
    assert [e.path for e in packet.evidence][:2] == ["ties/a.py", "ties/b.py"]


def test_candidate_order_is_total_and_stable(corpus):
    for query in ("compute invoice discount headers", "hostile banner", "duplicated_twin_helper"):
        first = _search(corpus, query)
        again = _search(corpus, query)
        assert first.candidates == again.candidates
        assert first.terms == again.terms
        keys = [(-c.score, c.path, c.start_byte) for c in first.candidates]
        assert keys == sorted(keys)
        assert len(set(keys)) == len(keys)


def test_query_of_stop_words_only_retrieves_nothing(corpus):
    found = _search(corpus, "the of and is")
    assert found.terms == []
    assert found.candidates == []


def test_packet_of_retrieval_is_sound(corpus):
    query = "how does compute_invoice_total apply the discount"
    found = _search(corpus, query, ["docs/guide.md", "nope.py", SECRET_PATHS[0]])
    packet = Packer(corpus.handle, query, found.candidates).pack(2_000, 8)
    assert_packet_sound(corpus.handle, packet.to_json())


def _hit(ordinal: int, path: str, start: int, score: float) -> Hit:
    return Hit(ordinal, path, "function", f"f{ordinal}", start, start + 10, 1, 2, start + 10, 2, -1)


def test_the_strongest_file_gets_depth_and_a_weak_file_breadth():
    """Candidates of the best-scoring file are discounted gently, those of a file scoring far
    below it steeply: the strong file's fifth node outranks the weak file's second."""
    scored = {}
    for n in range(8):
        hit = _hit(n, "strong.py", 100 * n, 10.0)
        scored[hit.ord] = (10.0, "retrieved", None, hit)
    for n in range(8, 12):
        hit = _hit(n, "weak.py", 100 * n, 4.0)
        scored[hit.ord] = (4.0, "retrieved", None, hit)
    ranked = _rank(scored, lambda path: f"digest of {path}")
    assert {(c.path, c.digest) for c in ranked} == {
        ("strong.py", "digest of strong.py"),
        ("weak.py", "digest of weak.py"),
    }
    strong = [c for c in ranked if c.path == "strong.py"]
    weak = [c for c in ranked if c.path == "weak.py"]
    assert strong[4].score > weak[1].score
    # Within each file the discount per step is the file's own: gentler for the strong file.
    assert strong[1].score / strong[0].score > weak[1].score / weak[0].score
    assert strong[1].score / strong[0].score == pytest.approx(STRONG_FILE_DECAY, abs=1e-4)


def test_packet_doc_states_the_ranking_constants_of_the_code():
    """docs/PACKET.md's retrieval section quotes every weight and limit from the code itself,
    so a change to either without the other fails here."""
    from pathlib import Path

    from sacpstore import retrieval as r
    from sacpstore.index.params import FIELD_BOOSTS

    doc = " ".join((Path(__file__).parent.parent / "docs" / "PACKET.md").read_text().split())
    edge = r.EDGE_WEIGHTS
    boosts = ", ".join(
        f"{label} {FIELD_BOOSTS[name]:g}"
        for label, name in (
            ("symbol name", "name_terms"),
            ("path", "path_terms"),
            ("signature + docstring", "doc_terms"),
            ("body", "body_terms"),
        )
    )
    stated = [
        f"boosted fields: {boosts}",
        f"for the {r.EXPAND_ROOTS} strongest roots",
        f"the enclosing class (x{edge['parent']:g})",
        f"defined in at most {r.MAX_DEFINITIONS} places (x{edge['defines']:g})",
        f"when there are at most {r.MAX_CALLERS} (x{edge['caller']:g})",
        f"for the {r.EXPAND_FILES} best files",
        f"nearest the best match (x{edge['file']:g})",
        f"for the {r.OPENING_FILES} best files, their opening block",
        f"module constants, x{edge['opening']:g})",
        "prose files (" + ", ".join(f"`{suffix}`" for suffix in r.PROSE_SUFFIXES) + ")",
        "weighted " + ", ".join(f"{w:g}" for w in r.FILE_TOP_WEIGHTS),
        f"from {r.WEAK_FILE_DECAY:g} to {r.STRONG_FILE_DECAY:g}",
        f"best file score)^{r.FILE_CONFIDENCE_POWER}",
        f"change logs x{r.CHANGELOG_WEIGHT:g}",
        f"tests x{r.TEST_WEIGHT:g}",
        f"`docs/` and `examples/` x{r.DOC_WEIGHT:g}",
        f"a path seed x{r.SEED_BOOST:g}",
        f"At most {r.MAX_CANDIDATES} candidates",
    ]
    assert r.FILE_SHARE == 1.0, "the doc says the file's score is added in full"
    assert [phrase for phrase in stated if phrase not in doc] == []


def test_class_body_text_between_members_is_a_candidate_and_counted_until_packed(tmp_path):
    """A class attribute defined between two methods is a node of the class (a line block), so
    retrieval finds it and a packet that leaves it out counts it as omitted: the ladder reports
    ``candidate_exhausted`` only once it was packed, never while it remains."""
    from sacpstore.adaptive import AdaptiveRequest, compile_adaptive

    files = {
        "plugins/registry.py": (
            "class Registry:\n"
            '    """Holds plugins."""\n'
            "\n"
            "    def first(self):\n"
            "        return 1\n"
            "\n"
            "    quokka_grace_period = 30\n"
            "    quokka_retries = 4\n"
            "\n"
            "    def second(self):\n"
            "        return 2\n"
        ),
    }
    built = open_corpus(tmp_path, files)
    try:
        found = _search(built, "quokka_grace_period")
        assert [(c.kind, c.start_line, c.end_line) for c in found.candidates[:1]] == [
            ("block", 7, 8)
        ]
        request = AdaptiveRequest(
            "quokka_grace_period", min_evidence=1, min_query_term_coverage_bps=10_000
        )
        artifact = compile_adaptive(built.handle, built.index, request).artifact
        exhausted = AdaptiveRequest(
            "quokka_grace_period unmatchedword", min_evidence=1, min_tokens=500, max_tokens=900
        )
        rounds = compile_adaptive(built.handle, built.index, exhausted).artifact["rounds"]
    finally:
        built.close()
    assert artifact["stop_reason"] == "estimated_sufficient"
    assert "quokka_grace_period = 30" in artifact["packet"]["prompt"]
    for rnd in rounds:
        prompt_has_it = any(e["start_line"] <= 7 <= e["end_line"] for e in rnd["evidence"])
        nothing_omitted = rnd["omitted"] == {"candidates": 0, "excerpt_bytes": 0}
        assert prompt_has_it or not nothing_omitted


OPENING_FILES = {
    "shop/cart.py": (
        "\n"  # a blank first line: the file's own node has a header of its own (bytes 0-1)
        '"""Shopping carts."""\n'
        "\n"
        "from decimal import Decimal\n"
        "from shop.money import round_cents\n"
        "\n"
        "\n"
        "def cart_total(items):\n"
        "    total = Decimal(0)\n"
        "    for item in items:\n"
        "        total += item.price * item.quantity\n"
        "    return round_cents(total)\n"
    ),
    "shop/money.py": "def round_cents(value):\n    return value.quantize(1)\n",
    "README.md": (
        "# Shop\n\n## Cart total\n\nThe cart total sums price times quantity of every item"
        " in the cart.\n"
    ),
}


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    built = open_corpus(tmp_path_factory.mktemp("shop"), OPENING_FILES)
    yield built
    built.close()


def test_a_leading_file_offers_its_opening_block_right_below_its_best_node(shop):
    """The imports say what the file's names are (``Decimal``, ``round_cents``)."""
    candidates = _search(shop, "cart total price quantity").candidates
    assert (candidates[0].path, candidates[0].symbol) == ("shop/cart.py", "cart_total")
    opening = [c for c in candidates if c.path == "shop/cart.py" and c.kind == "block"]
    assert [(c.start_line, c.reason, c.via) for c in opening] == [
        (2, "expanded", "opening of shop/cart.py#cart_total")
    ]


def test_a_file_node_is_never_a_candidate(shop):
    """A file's own (module) node has no text of its own to quote: its children are the
    candidates, so none of the query's candidates is a module, whatever it matches."""
    for query in ("shopping carts", "decimal round_cents", "cart total"):
        assert all(c.kind != "module" for c in _search(shop, query).candidates)


def test_prose_describing_code_ranks_below_the_code(shop):
    """A README section using the query's words ranks below the function that does it, as a
    docs/ page would: prose describes code without being it."""
    candidates = _search(shop, "cart total price quantity item").candidates
    code = _rank_of(candidates, "shop/cart.py", "cart_total")
    prose = _rank_of(candidates, "README.md")
    assert code is not None and prose is not None and code < prose
    assert role_weight("README.md") == role_weight("docs/cart.md") < role_weight("shop/cart.py")
