"""Family j: open-source maintainers in Recife, Brazil (Portuguese)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import re
import urllib.parse

from fiftysixth_spec import SYM_DQ, Fam, pw_with

FAM = Fam(
    "recife_opensource_maintainers",
    "recoss",
    ("frevocode", "manguebit", "capibaribe", "boaviagemdev"),
    "com.br",
    (
        ("João", "joao"),
        ("Beatriz", "beatriz"),
        ("Thiago", "thiago"),
        ("Larissa", "larissa"),
        ("Rafael", "rafael"),
        ("Juliana", "juliana"),
        ("Gabriel", "gabriel"),
    ),
    (
        ("Silva", "silva"),
        ("Albuquerque", "albuquerque"),
        ("Cavalcanti", "cavalcanti"),
        ("Oliveira", "oliveira"),
        ("Barbosa", "barbosa"),
        ("Lins", "lins"),
    ),
    (
        "frevo",
        "maracatu",
        "recife",
        "olinda",
        "capibaribe",
        "manguebeat",
        "tapioca",
        "boaviagem",
        "carnaval",
        "verao",
        "inverno",
        "outono",
        "primavera",
        "saudade",
        "caju",
        "acai",
        "sport",
        "nautico",
        "galo",
        "bolodrolo",
    ),
    ("pipoca", "bolinha", "thor", "mel", "paçoca", "bidu"),
    "Recife",
    "+55 81",
)

FAM.reg(
    "pypirc_pypi_api_token",
    ("home/<<user>>/.pypirc", "<<org>>/<<word>>-py/.pypirc"),
    """[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = <<cred>>

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
""",
    "p:pypi",
    syntax="ini",
)

FAM.reg(
    "github_actions_npm_publish_inline_token",
    ("<<word>>-js/.github/workflows/publish.yml", "<<org>>/<<word>>/.github/workflows/release.yml"),
    """name: Publicar no npm

on:
  release:
    types: [published]

jobs:
  publish:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm ci
      - run: npm test
      - run: npm publish --provenance --access public
        env:
          # FIXME: o secret NPM_TOKEN sumiu do repo depois da transferência da org
          NODE_AUTH_TOKEN: <<cred>>
""",
    "p:npm",
)


def _gitcred_decode(text: str) -> str:
    m = re.search(r"^https://[^:]+:([^@]+)@github\.com", text, re.M)
    return urllib.parse.unquote(m.group(1)) if m else ""


FAM.reg(
    "git_credentials_store_percent_encoded",
    ("home/<<user>>/.git-credentials", "backup-notebook/<<user>>/.git-credentials"),
    """https://<<user>>:<<cred_enc>>@github.com
https://oauth2:<<glpat>>@gitlab.com
""",
    lambda rng, s: pw_with(rng, "@:/#?!$&+", SYM_DQ, rng.randint(14, 20)),
    syntax="",
    extra=lambda rng, s: s.update(
        cred_enc=urllib.parse.quote(str(s["cred"]), safe=""),
        glpat="glpat-"
        + "".join(
            rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-_")
            for _ in range(20)
        ),
    ),
    decode=_gitcred_decode,
)

FAM.reg(
    "gh_cli_hosts_yml_oauth_token",
    ("home/<<user>>/.config/gh/hosts.yml", "dotfiles-<<user>>/gh/hosts.yml"),
    """github.com:
    users:
        <<gh>>:
            oauth_token: <<cred>>
    git_protocol: ssh
    oauth_token: <<cred>>
    user: <<gh>>
""",
    "p:gho",
    extra=lambda rng, s: s.update(gh=str(s["user"]).replace(".", "-")),
)


def _pr_md(s):
    return (
        f"### Comentário de @{s['gh']} em {s['date']} — PR #{s['n3']} ({s['org']}/{s['word']})\n\n"
        "Testei localmente e o erro de rate limit continua. Rodei assim:\n\n"
        "```console\n"
        f"$ GITHUB_TOKEN={s['cred']} npx {s['word']}-cli sync --repo {s['org']}/{s['word']}\n"
        "✖ HttpError: API rate limit exceeded for installation ID 4123\n"
        "```\n\n"
        "Alguém consegue reproduzir? Posso estar usando o token errado (é o meu pessoal, escopo `repo`).\n\n"
        f"> **@{s['gh2']}**: ei, apaga esse comentário e revoga o token agora! 😬\n"
    )


FAM.reg(
    "pr_comment_markdown_export_github_pat",
    (
        "exports/<<org>>-<<word>>/pr-<<n3>>-comentarios.md",
        "<<org>>/governanca/incidentes/<<date>>-pr-<<n3>>.md",
    ),
    _pr_md,
    "p:github_pat",
    syntax="",
    extra=lambda rng, s: s.update(
        gh=str(s["user"]).replace(".", "-"), gh2=str(s["ub"]).replace(".", "-")
    ),
)


def _ci_log(s):
    return (
        f"{s['date']}T{s['t1']}.1234567Z ##[group]Run ./scripts/sonar.sh\n"
        f"{s['date']}T{s['t1']}.1245678Z ./scripts/sonar.sh\n"
        f"{s['date']}T{s['t1']}.1256789Z shell: /usr/bin/bash -e {{0}}\n"
        f"{s['date']}T{s['t1']}.1267890Z ##[endgroup]\n"
        f"{s['date']}T{s['t2']}.0012345Z + sonar-scanner -Dsonar.host.url=https://sonar.{s['dom']} -Dsonar.projectKey={s['org']}_{s['word']} -Dsonar.token={s['cred']}\n"
        f"{s['date']}T{s['t2']}.4523456Z INFO: Scanner configuration file: /opt/sonar-scanner/conf/sonar-scanner.properties\n"
        f"{s['date']}T{s['t3']}.9934567Z INFO: EXECUTION SUCCESS\n"
    )


FAM.reg(
    "actions_job_log_set_x_sonar_token",
    ("logs/<<word>>/run-<<ts>>/2_build.txt", "<<org>>-ci-logs/<<word>>/job-<<n3>>.log"),
    _ci_log,
    "p:squ",
    syntax="",
)


def _discord_cfg(s):
    obj = {
        "prefix": "!",
        "token": s["cred"],
        "guildId": str(s["ts"]) + str(s["n3"]) + "0000",
        "maintainers": [s["user"], s["ub"]],
        "github": {"repo": f"{s['org']}/{s['word']}", "webhookChannel": "releases"},
        "lang": "pt-BR",
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "discord_bot_config_json_token",
    ("<<word>>-bot/config.json", "<<org>>/comunidade-bot/config.json"),
    _discord_cfg,
    "p:discord_bot",
)

FAM.reg(
    "release_sh_gpg_passphrase_inline",
    ("<<word>>/scripts/release.sh", "<<org>>/<<word>>-core/release.sh"),
    """#!/usr/bin/env bash
# Gera o tarball, assina e publica a release. Uso: ./release.sh 1.<<n>>.0
set -euo pipefail

VERSION="$1"
git tag -s "v$VERSION" -m "Versão $VERSION"
git archive --format=tar.gz --prefix="<<word>>-$VERSION/" -o "dist/<<word>>-$VERSION.tar.gz" "v$VERSION"

# assinatura sem prompt (roda no servidor de build)
gpg --batch --yes --pinentry-mode loopback --passphrase '<<cred>>' \\
    --local-user release@<<dom>> --armor --detach-sign "dist/<<word>>-$VERSION.tar.gz"

gh release create "v$VERSION" dist/* --notes-file CHANGELOG.md
""",
    "human",
    syntax="",
)
