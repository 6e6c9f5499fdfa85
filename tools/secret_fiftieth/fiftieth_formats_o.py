# ruff: noqa: E501
"""Family o: a Nicaraguan open-source project's release managers in Masaya."""

from __future__ import annotations

from fiftieth_spec import Fam

F = Fam(
    "masaya_release_managers",
    orgs=("momotombo-oss", "ometepe-project", "cocibolcadev", "pinolillo-tools"),
    tld="org.ni",
    first=("ernesto", "maria", "roberto", "ana", "fernando", "ligia", "oscar", "claudia", "yader"),
    last=(
        "chamorro",
        "mendoza",
        "arguello",
        "gutierrez",
        "solorzano",
        "pallais",
        "baltodano",
        "cuadra",
    ),
    words=(
        "masaya",
        "momotombo",
        "granada",
        "ometepe",
        "nacatamal",
        "pinolillo",
        "gallopinto",
        "cocibolca",
        "guegue",
        "mombacho",
        "catarina",
    ),
    svcs=("core", "cli", "sdk", "plugins", "docs", "bindings", "server"),
    cc="505",
    tz="America/Managua",
)

F.reg(
    "masaya_pypirc_pypi_upload_api_token",
    ("home/<<user>>/.pypirc", "release/<<svc>>/pypirc"),
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

F.reg(
    "masaya_release_sh_gpg_batch_passphrase_echo",
    ("scripts/release.sh", "tools/release/sign-<<svc>>.sh"),
    """#!/usr/bin/env bash
# Firma los artefactos de la versión y sube las firmas al release de GitHub
set -euo pipefail
VERSION="${1:?version}"
cd dist/

for f in <<org>>-<<svc>>-"$VERSION"*.tar.gz <<org>>-<<svc>>-"$VERSION"*.whl; do
  echo "<<cred>>" | gpg --batch --yes --pinentry-mode loopback --passphrase-fd 0 \\
    --local-user releases@<<dom>> --armor --detach-sign "$f"
done
gh release upload "v$VERSION" ./*.asc
""",
    "pw_dq",
)

F.reg(
    "masaya_github_actions_echo_npmrc_auth_token",
    (".github/workflows/publish.yml", ".github/workflows/release-<<svc>>.yml"),
    """name: publish

on:
  release:
    types: [published]

jobs:
  npm:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci && npm run build
      - name: Configure registry
        run: echo "//registry.npmjs.org/:_authToken=<<cred>>" > ~/.npmrc
      - run: npm publish --access public
""",
    "p:npm",
)

F.reg(
    "masaya_cargo_credentials_toml_crates_io",
    ("home/<<user>>/.cargo/credentials.toml", "release/<<host2>>/cargo-credentials.toml"),
    """[registry]
token = "<<cred>>"
""",
    "x:cio:32",
)

F.reg(
    "masaya_gradle_properties_ossrh_signing_password",
    ("gradle.properties", "<<svc>>-java/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2g
group=ni.org.<<org>>
version=<<ver>>
ossrhUsername=<<user>>
ossrhPassword=<<cred>>
signing.keyId=<<hex8>>
signing.secretKeyRingFile=/home/<<user>>/.gnupg/secring.gpg
""",
    "pw",
)

F.reg(
    "masaya_spanish_matrix_chat_clave_firma",
    ("chats/matrix-release-<<date>>.txt", "notes/element-export-release-<<ver>>.txt"),
    """[<<date>> <<hm>>] <<first>>: ¿quién tiene la frase de la llave de firma? necesito firmar el <<ver>>
[<<date>> <<hm>>] <<first2>>: está en el gestor pero te la paso rápido
[<<date>> <<hm>>] <<first2>>: <<cred>>
[<<date>> <<hm>>] <<first>>: listo, firmado. borrá el mensaje porfa
[<<date>> <<hm>>] <<first2>>: dale, ahorita
""",
    "human",
)

F.reg(
    "masaya_gem_credentials_yaml_rubygems_api_key",
    ("home/<<user>>/.gem/credentials", "release/<<host2>>/gem-credentials"),
    """---
:rubygems_api_key: <<cred>>
""",
    "p:rubygems",
    syntax="yaml",
)

F.reg(
    "masaya_nuget_config_cleartextpassword",
    ("NuGet.Config", "<<svc>>-dotnet/nuget.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
    <add key="<<org>>-github" value="https://nuget.pkg.github.com/<<org>>/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <<<org>>-github>
      <add key="Username" value="<<user>>" />
      <add key="ClearTextPassword" value="<<cred>>" />
    </<<org>>-github>
  </packageSourceCredentials>
</configuration>
""",
    "p:github_pat",
    syntax="xml",
)
