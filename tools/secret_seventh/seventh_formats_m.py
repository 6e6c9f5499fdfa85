"""LaTeX and academic tooling: Overleaf git, Zotero, Scopus via pybliometrics, Crossref Plus,
ORCID, Semantic Scholar, Mendeley, OpenReview."""

from __future__ import annotations

import random

from seventh_corpus import (
    UPPER,
    Ctx,
    Out,
    an,
    epoch,
    fill,
    fmt,
    hx,
    jwt,
    pick,
    pw,
    uid,
    words_pw,
)

FAM = "latex_academic_tooling"


@fmt(FAM, "overleaf_git_remote_olp_token_makefile")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "olp_" + an(rng, 36)
    text = fill(
        """
        PAPER = <<paper>>
        OVERLEAF = https://git:<<tok>>@git.overleaf.com/<<proj>>

        all: $(PAPER).pdf

        $(PAPER).pdf: $(PAPER).tex refs.bib
        <<TAB>>latexmk -pdf $(PAPER).tex

        sync:
        <<TAB>>git pull $(OVERLEAF) master --no-edit
        <<TAB>>git push $(OVERLEAF) HEAD:master
        """,
        paper=pick(rng, "main", "paper", "thesis"),
        tok=tok,
        proj=hx(rng, 24),
    )
    path = pick(rng, "Makefile", "paper/Makefile", f"{c.slug}-submission/Makefile")
    return Out(path, text, tok)


@fmt(FAM, "pyzotero_zotero_constructor_positional_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 24)
    text = fill(
        """
        from pyzotero import zotero

        zot = zotero.Zotero("<<lib>>", "<<kind>>", "<<key>>")

        with open("refs.bib", "w", encoding="utf-8") as fh:
            fh.write(zot.everything(zot.top(format="biblatex")))
        """,
        lib=rng.randint(1000000, 9999999),
        kind=pick(rng, "user", "group"),
        key=key,
    )
    path = pick(rng, "scripts/sync_bib.py", "bib/pull_zotero.py", f"{c.slug}_thesis/zot.py")
    return Out(path, text, key)


@fmt(FAM, "pybliometrics_cfg_authentication_apikey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        [Directories]
        AbstractRetrieval = /home/<<user>>/.cache/pybliometrics/Scopus/abstract_retrieval
        AuthorRetrieval = /home/<<user>>/.cache/pybliometrics/Scopus/author_retrieval
        ScopusSearch = /home/<<user>>/.cache/pybliometrics/Scopus/scopus_search

        [Authentication]
        APIKey = <<key>>

        [Requests]
        Timeout = 20
        Retries = 5
        """,
        user=c.user,
        key=key,
    )
    path = pick(
        rng, ".config/pybliometrics.cfg", "pybliometrics.cfg", f"{c.slug}/pybliometrics.cfg"
    )
    return Out(path, text, key, "ini")


@fmt(FAM, "crossref_plus_api_token_bearer_jwt_requests")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = jwt(
        rng,
        {"jti": uid(rng), "iat": epoch(rng), "sub": uid(rng), "aud": "mdpl", "mem": 1},
    )
    text = fill(
        """
        import requests

        HEADERS = {
            "Crossref-Plus-API-Token": "Bearer <<tok>>",
            "User-Agent": "<<slug>>-bibliometrics/0.3 (mailto:<<email>>)",
        }


        def works_since(date: str, cursor: str = "*") -> dict:
            r = requests.get(
                "https://api.crossref.org/works",
                params={"filter": f"from-index-date:{date}", "rows": 1000, "cursor": cursor},
                headers=HEADERS,
                timeout=60,
            )
            return r.json()["message"]
        """,
        tok=tok,
        slug=c.slug,
        email=c.email,
    )
    path = pick(rng, "harvest/crossref.py", "bibliometrics/crossref_plus.py", f"{c.slug}_cr.py")
    return Out(path, text, tok)


@fmt(FAM, "orcid_member_api_spring_properties_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = uid(rng)
    text = fill(
        """
        # ORCID member API (production)
        orcid.api-url=https://api.orcid.org/v3.0
        orcid.token-url=https://orcid.org/oauth/token
        orcid.client-id=APP-<<cid>>
        orcid.client-secret=<<sec>>
        orcid.redirect-uri=https://<<host>>/orcid/callback
        orcid.scopes=/read-limited /activities/update
        """,
        cid=an(rng, 16, UPPER + "0123456789"),
        sec=sec,
        host=c.host("research", "cris"),
    )
    path = pick(
        rng,
        "src/main/resources/application.properties",
        "config/orcid.properties",
        f"{c.slug}-cris/orcid.properties",
    )
    return Out(path, text, sec)


@fmt(FAM, "semantic_scholar_x_api_key_fetch_js")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 40)
    text = fill(
        """
        const S2_KEY = "<<key>>";

        export async function citations(paperId) {
          const url = `https://api.semanticscholar.org/graph/v1/paper/${paperId}/citations` +
            "?fields=title,year,authors&limit=1000";
          const res = await fetch(url, { headers: { "x-api-key": S2_KEY } });
          if (!res.ok) throw new Error(`S2 ${res.status}`);
          return (await res.json()).data;
        }
        """,
        key=key,
    )
    path = pick(rng, "src/s2.js", "lit-review/semantic.mjs", f"{c.slug}-review/s2.js")
    return Out(path, text, key)


@fmt(FAM, "mendeley_config_yml_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 16)
    text = fill(
        """
        clientId: <<cid>>
        clientSecret: <<sec>>
        redirectUri: http://localhost:5000/oauth
        groupId: <<gid>>
        """,
        cid=rng.randint(1000, 19999),
        sec=sec,
        gid=uid(rng),
    )
    path = pick(rng, "config.yml", "mendeley/config.yml", f"{c.slug}-library/config.yml")
    return Out(path, text, sec)


@fmt(FAM, "openreview_client_username_password_kwargs")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.6 else pw(rng, 10, 16, "-_.!@#%+")
    text = fill(
        """
        import openreview

        client = openreview.api.OpenReviewClient(
            baseurl="https://api2.openreview.net",
            username="<<email>>",
            password="<<s>>",
        )

        venue = "<<venue>>"
        subs = client.get_all_notes(invitation=f"{venue}/-/Submission")
        print(len(subs), "submissions")
        """,
        email=c.email,
        s=s,
        venue=pick(rng, "ICLR.cc/2025/Conference", "NeurIPS.cc/2024/Workshop/TRL"),
    )
    path = pick(rng, "ac_tools/fetch_subs.py", "review/openreview_pull.py", f"{c.slug}_ac.py")
    return Out(path, text, s)


@fmt(FAM, "latex_write18_curl_zotero_biblatex_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 24)
    text = fill(
        """
        % compile with: pdflatex -shell-escape main.tex
        \\documentclass[11pt]{article}
        \\usepackage[backend=biber,style=authoryear]{biblatex}

        \\immediate\\write18{curl -s "https://api.zotero.org/groups/<<gid>>/items?format=biblatex<<+>>
        &limit=100&key=<<key>>" -o refs.bib}
        \\addbibresource{refs.bib}

        \\title{<<title>>}
        \\author{<<person>>}

        \\begin{document}
        \\maketitle
        \\input{sections/intro}
        \\printbibliography
        \\end{document}
        """,
        gid=rng.randint(100000, 5999999),
        key=key,
        title=pick(rng, "Notes on Sediment Transport", "A Survey of Tape Delay Models"),
        person=c.person,
    )
    path = pick(rng, "main.tex", "paper/main.tex", f"{c.slug}-report/report.tex")
    return Out(path, text, key)
