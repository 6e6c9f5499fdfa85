# ruff: noqa: E501, E101
"""Decoys of the fifth corpus: files that look credential-ish but hold no live secret."""

from __future__ import annotations

import base64
import json
import random
from collections.abc import Callable

from fifth_corpus import (
    DER_NULL,
    OID_RSA,
    UP,
    Ctx,
    Decoy,
    an,
    der_bits,
    der_int,
    der_oid,
    der_seq,
    fill,
    hx,
    pem,
)

DecoyGen = Callable[[random.Random], tuple[str, str, str]]
_DECOYS: list[DecoyGen] = []


def decoy(fn: DecoyGen) -> DecoyGen:
    _DECOYS.append(fn)
    return fn


def make_decoys(rng: random.Random) -> list[Decoy]:
    out = []
    for fn in _DECOYS:
        path, text, why = fn(rng)
        out.append(Decoy(path, text.encode(), why))
    return out


def _rsa_public_pem(rng: random.Random) -> str:
    n = bytearray(rng.randbytes(256))
    n[0] |= 0x80
    spki = der_seq(
        der_seq(der_oid(OID_RSA), DER_NULL), der_bits(der_seq(der_int(bytes(n)), der_int(65537)))
    )
    return pem("PUBLIC KEY", spki)


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    c = Ctx(rng)
    text = fill(
        """
        #!/bin/bash
        #SBATCH --job-name=sweep
        #SBATCH --partition=gpu
        #SBATCH --time=12:00:00
        export MLFLOW_TRACKING_URI=https://mlflow.<<domain>>
        export MLFLOW_TRACKING_USERNAME=<<user>>
        export MLFLOW_TRACKING_PASSWORD="$(cat "$HOME/.config/mlflow/password")"
        srun python train.py
        """,
        domain=c.domain,
        user=c.user,
    )
    return (
        "jobs/sweep.sbatch",
        text,
        "MLflow password read from a file in $HOME at run time; no value in the script",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        tower {
            enabled     = true
            accessToken = secrets.TOWER_ACCESS_TOKEN
            workspaceId = '<<ws>>'
        }
        """,
        ws=str(rng.randint(10**13, 10**14)),
    )
    return (
        "conf/tower.config",
        text,
        "Nextflow secrets reference (nextflow secrets set); workspace id is not secret",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        ## ERA5 access

        Create `~/.ecmwfapirc` with the key from your profile page:

        ```json
        {"url": "https://api.ecmwf.int/v1", "key": "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "email": "you@institute.org"}
        ```
        """
    )
    return "docs/era5_access.md", text, "documentation with an all-X placeholder key"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        menu "Network"

        config APP_WIFI_SSID
        	string "Wi-Fi SSID"
        	default ""

        config APP_WIFI_PASSWORD
        	string "Wi-Fi password (set in prj.local.conf, not committed)"
        	default ""

        endmenu
        """
    )
    return "app/Kconfig", text, "Kconfig option definitions with empty defaults"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        CONFIG_ESPTOOLPY_FLASHSIZE_4MB=y
        # Wi-Fi credentials live in sdkconfig.local (gitignored)
        CONFIG_ESP_WIFI_SSID=""
        CONFIG_ESP_WIFI_PASSWORD=""
        CONFIG_ESP_MAXIMUM_RETRY=5
        """
    )
    return (
        "firmware/sdkconfig.defaults",
        text,
        "empty Wi-Fi settings; the real ones are kept out of the repository",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    c = Ctx(rng)
    text = fill(
        """
        appId: <<tld>>.<<org>>.desktop
        win:
          target: nsis
          certificateFile: ${env.WIN_CSC_LINK}
          certificatePassword: ${env.WIN_CSC_KEY_PASSWORD}
        publish:
          provider: generic
          url: https://downloads.<<domain>>/desktop
        """,
        tld=c.tld,
        org=c.org,
        domain=c.domain,
    )
    return (
        "electron-builder.yml",
        text,
        "electron-builder ${env.X} macros; the certificate password comes from CI",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    dev = "-".join(an(rng, 7, UP + "234567") for _ in range(8))
    text = fill(
        """
        <configuration version="37">
            <device id="<<dev>>" name="laptop" compression="metadata" introducer="false" skipIntroductionRemovals="false" introducedBy="">
                <address>dynamic</address>
            </device>
            <gui enabled="true" tls="true" debugging="false">
                <address>127.0.0.1:8384</address>
                <apikey></apikey>
            </gui>
        </configuration>
        """,
        dev=dev,
    )
    return (
        "dotfiles/syncthing/config.xml",
        text,
        "Syncthing device ids are public identifiers; the GUI api key is empty",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    doc = {
        "token": "",
        "obsidianToken": "",
        "readwiseDir": "Readwise",
        "isSyncing": False,
        "frequency": "0",
        "triggerOnLoad": False,
    }
    return (
        "vault/.obsidian/plugins/readwise-official/data.json",
        json.dumps(doc, indent=2) + "\n",
        "plugin settings with no token set",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    c = Ctx(rng)
    ca = base64.b64encode(pem("CERTIFICATE", rng.randbytes(400)).encode()).decode()
    text = fill(
        """
        apiVersion: v1
        kind: Config
        clusters:
        - cluster:
            certificate-authority-data: <<ca>>
            server: https://<<ip>>:6443
          name: prod
        contexts:
        - context: {cluster: prod, user: oidc}
          name: prod
        current-context: prod
        users:
        - name: oidc
          user:
            exec:
              apiVersion: client.authentication.k8s.io/v1beta1
              command: kubectl
              args: [oidc-login, get-token, --oidc-issuer-url=https://sso.<<domain>>/realms/k8s, --oidc-client-id=kubernetes]
        """,
        ca=ca,
        ip=c.ip(),
        domain=c.domain,
    )
    return (
        "clusters/prod/kubeconfig.yaml",
        text,
        "kubeconfig with only a CA certificate (public) and an exec credential plugin",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    c = Ctx(rng)
    text = fill(
        """
        apiVersion: ""
        generated: "<<date>>T10:00:00Z"
        repositories:
        - name: <<org>>-charts
          url: https://charts.<<domain>>
          username: ""
          password: ""
          pass_credentials_all: false
        """,
        date=c.date,
        org=c.org,
        domain=c.domain,
    )
    return (
        "ci/helm/repositories.yaml",
        text,
        "empty username and password; CI logs in with helm registry login from a secret",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        terraform {
          backend "pg" {
            # conn_str comes from PG_CONN_STR in the CI environment
            schema_name = "net_prod"
          }
        }
        """
    )
    return "infra/prod/backend.tf", text, "backend block without a connection string"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        [DEFAULT]
        user=ocid1.user.oc1..aaaaaaaa<<u>>
        fingerprint=<<fp>>
        key_file=~/.oci/oci_api_key.pem
        tenancy=ocid1.tenancy.oc1..aaaaaaaa<<t>>
        region=eu-frankfurt-1
        """,
        u=an(rng, 52, "abcdefghijklmnopqrstuvwxyz234567"),
        fp=":".join(hx(rng, 2) for _ in range(16)),
        t=an(rng, 52, "abcdefghijklmnopqrstuvwxyz234567"),
    )
    return (
        "ci/oci/config",
        text,
        "OCIDs and a key fingerprint are identifiers; the key is a file path, no pass_phrase",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        run_storage:
          module: dagster_postgres.run_storage
          class: PostgresRunStorage
          config:
            postgres_db:
              hostname: {env: DAGSTER_PG_HOST}
              username: dagster
              password: {env: DAGSTER_PG_PASSWORD}
              db_name: dagster
              port: 5432
        """
    )
    return "dagster_home/dagster.yaml", text, "Dagster {env: ...} references instead of values"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        import os

        SQLALCHEMY_DATABASE_URI = os.environ["SUPERSET_DATABASE_URI"]
        SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
        ROW_LIMIT = 5000
        """
    )
    return "docker/pythonpath/superset_config.py", text, "values read from the environment"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        c = get_config()  # noqa: F821
        c.ServerApp.ip = "127.0.0.1"
        c.ServerApp.open_browser = True
        # token auth is disabled on the laptop; the server is bound to localhost only
        c.IdentityProvider.token = ""
        """
    )
    return (
        ".jupyter/jupyter_server_config.py",
        text,
        "empty Jupyter token on a localhost-only server",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        # Metabase API keys

        Admin > Settings > Authentication > API keys. The key is shown once and looks like
        `mb_••••••••••••••••`; store it in the team vault, never in this repo.
        Send it as the `x-api-key` header.
        """
    )
    return "docs/metabase-api.md", text, "documentation with a masked key"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    iv = base64.b64encode(rng.randbytes(12)).decode().rstrip("=")
    ct = base64.b64encode(rng.randbytes(48)).decode().rstrip("=")
    text = fill(
        """
        nifi.sensitive.props.key=<<iv>>||<<ct>>
        nifi.sensitive.props.key.protected=aes/gcm/256
        nifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256
        """,
        iv=iv,
        ct=ct,
    )
    return (
        "conf/nifi.properties",
        text,
        "NiFi protected (encrypted) property value; ciphertext is meant to be committed. Arguable: the bootstrap key decrypts it",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        input {
          jdbc {
            jdbc_connection_string => "jdbc:postgresql://pg01.internal:5432/shop"
            jdbc_user => "logstash"
            jdbc_password => "${JDBC_PASSWORD}"
            statement => "SELECT * FROM orders"
          }
        }
        """
    )
    return "logstash/pipeline/orders.conf", text, "Logstash keystore reference"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        INSTALL httpfs;
        LOAD httpfs;
        CREATE SECRET lake (TYPE s3, PROVIDER credential_chain, REGION 'eu-central-1');
        SELECT count(*) FROM read_parquet('s3://lake/trips/*.parquet');
        """
    )
    return (
        "duckdb/init.sql",
        text,
        "DuckDB secret resolved from the credential chain; no key in the file",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    c = Ctx(rng)
    doc = {
        "cookies": [
            {
                "name": "_ga",
                "value": f"GA1.1.{rng.randint(10**8, 10**9)}.{c.epoch}",
                "domain": f".{c.domain}",
                "path": "/",
                "expires": c.epoch + 10**7,
                "httpOnly": False,
                "secure": False,
                "sameSite": "Lax",
            }
        ],
        "origins": [
            {
                "origin": f"https://app.{c.domain}",
                "localStorage": [
                    {"name": "theme", "value": "dark"},
                    {"name": "cookie_consent", "value": "granted"},
                ],
            }
        ],
    }
    return (
        "e2e/.auth/anonymous.json",
        json.dumps(doc, indent=2) + "\n",
        "Playwright storage state of a logged-out visitor: analytics cookie and UI preferences only",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        *** Variables ***
        ${URL}         https://erp.staging.internal
        ${USERNAME}    %{ERP_USER}
        ${PASSWORD}    %{ERP_PASSWORD}
        """
    )
    return "robot/variables.robot", text, "Robot Framework %{ENV} references"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        Feature: Password policy

          Scenario Outline: Reject weak passwords
            Given I am on the sign-up page
            When I choose the password "<password>"
            Then I should see "<message>"

            Examples:
              | password | message                                   |
              | abc      | Password must be at least 12 characters   |
              | aaaaaaaaaaaa | Password must contain a digit         |
        """
    )
    return "features/password_policy.feature", text, "negative test data for a password policy"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        GET /private/ HTTP/1.1
        Host: intranet.local
        Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==

        HTTP/1.1 200 OK
        """
    )
    return (
        "docs/http-basic-auth-capture.txt",
        text,
        "the RFC 7617 documented example (Aladdin:open sesame). Arguable: a scanner cannot know it is the RFC vector",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        2211 sendto(7, "POST /api/client/metrics HTTP/1.1\\r\\nHost: unleash.internal:4242\\r\\nAuthorization: ****\\r\\n\\r\\n", 96, MSG_NOSIGNAL, NULL, 0) = 96
        2211 recvfrom(7, "HTTP/1.1 202 Accepted\\r\\n\\r\\n", 65536, 0, NULL, NULL) = 25
        """
    )
    return "debug/strace-masked.txt", text, "strace output with the header value masked"
