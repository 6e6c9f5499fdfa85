"""Decoys (part 4): histories, SQL, prose, public key material and encoding look-alikes."""

from __future__ import annotations

import base64
import random

from sixth_corpus import (
    Ctx,
    Decoy,
    b64,
    decoy,
    der,
    der_oid,
    der_seq,
    fill,
    hx,
    pem,
    pick,
    rbytes,
    uid,
)


def D(path: str, text: str, why: str) -> Decoy:
    """A decoy from text."""
    return Decoy(path, text.encode("utf-8"), why)


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        <<slug>>-appliance (2.4.0-1) bookworm; urgency=medium

          * Remove the hard-coded web UI admin password; a random one is generated
            at first boot and shown on the console (closes: #<<bug>>).

         -- <<person>> <<<email>>>  Tue, 02 Apr 2024 10:00:00 +0200
        """,
        slug=c.slug,
        bug=rng.randint(1000, 9999),
        person=c.person,
        email=c.email,
    )
    return D("debian/changelog", text, "changelog about removing a password, with no value")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        ## [2.3.1] - 2024-05-14
        ### Security
        - Rotated the geocoding API key (old key ending in `…<<tail>>` revoked).
        - Commit <<sha>> removed the key from the repository history.
        """,
        tail=hx(rng, 4),
        sha=hx(rng, 40),
    )
    return D("CHANGELOG.md", text, "changelog with a masked key suffix and a commit id")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        -module(greeting).
        -export([hello/0]).

        -define(GREETING, <<104,101,108,108,111,44,32,119,111,114,108,100>>).

        hello() -> ?GREETING.
        """
    )
    return D("src/greeting.erl", text, "Erlang decimal binary that spells 'hello, world'")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        #!/bin/sh
        # write a PNG signature to check the upload endpoint's magic-byte sniffing
        echo '89504e470d0a1a0a0000000d49484452' | xxd -r -p > /tmp/probe.png
        curl -F file=@/tmp/probe.png http://localhost:8080/upload
        """
    )
    return D("scripts/probe_upload.sh", text, "xxd -r -p of the PNG file signature")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        Name,Street,City,Label
        Warehouse,1 Dock Rd,Hull,"=A2&CHAR(10)&B2&CHAR(10)&C2"
        """
    )
    return D(
        "labels/addresses.csv",
        text,
        "spreadsheet CHAR(10) line-break formula, not an encoded value",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    gif = base64.b64encode(
        bytes.fromhex(
            "47494638396101000100800000000000ffffff21f90401000000002c000000000100010000020144003b"
        )
    ).decode()
    text = fill(
        """
        require "base64"

        module Tracking
          PIXEL = Base64.decode64("<<gif>>").freeze
        end
        """,
        gif=gif,
    )
    return D("app/lib/tracking.rb", text, "Base64.decode64 of a 1x1 transparent GIF")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        internal static class Vectors
        {
            // SHA-256("abc"), FIPS 180-2 appendix B.1
            internal static readonly byte[] Abc = Convert.FromHexString(
                "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD");
        }
        """
    )
    return D(
        "tests/Crypto/Vectors.cs", text, "Convert.FromHexString of a published SHA-256 test vector"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    point = b"\x04" + rbytes(rng, 96)
    spki = der_seq(
        der_seq(der_oid("1.2.840.10045.2.1"), der_oid("1.3.132.0.34")), der(0x03, b"\x00" + point)
    )
    text = fill(
        """
        defmodule Partner.Webhooks.Verifier do
          @public_key ~S\"\"\"
        <<pem>>
        \"\"\"

          def verify(token),
            do: JOSE.JWT.verify_strict(JOSE.JWK.from_pem(@public_key), ["ES384"], token)
        end
        """,
        pem=pem("PUBLIC KEY", spki),
    )
    return D(
        "lib/partner/webhooks/verifier.ex", text, "EC P-384 public key (SPKI) in an Elixir sigil"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    cert = der_seq(
        der_seq(der(0xA0, b"\x02\x01\x02"), b"\x02\x10" + rbytes(rng, 16), rbytes(rng, 600))
    )
    text = fill(
        """
        package com.vendor.sdk

        object PinnedRoot {
            const val PEM = \"\"\"
        <<pem>>
        \"\"\"
        }
        """,
        pem=pem("CERTIFICATE", cert),
    )
    return D(
        "sdk/src/main/kotlin/PinnedRoot.kt",
        text,
        "a pinned root CERTIFICATE (public) in a Kotlin raw string",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    key = base64.b64encode(
        b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(rng, 32)
    ).decode()
    text = fill(
        """
        FROM debian:bookworm-slim
        COPY <<EOF /root/.ssh/known_hosts
        <<host>> ssh-ed25519 <<key>>
        EOF
        """,
        host=c.host("sftp"),
        key=key,
    )
    return D(
        "docker/sftp-sync/Dockerfile",
        text,
        "Dockerfile heredoc writing a known_hosts public host key",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <beans xmlns="http://www.springframework.org/schema/beans">
          <bean id="licenseSigner" class="com.vendor.license.Ed448Signer">
            <property name="keyId" value="lic-2024"/>
            <property name="privateKeyPem" value="${license.signing.key}"/>
          </bean>
        </beans>
        """
    )
    return D(
        "src/main/resources/license-context.xml",
        text,
        "Spring bean property set from a ${...} placeholder",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        [General]
        http_port = 8181
        api_enabled = 0
        api_key = ""
        http_password = ""
        pms_identifier = <<pid>>
        """,
        pid=hx(rng, 40),
    )
    _ = c
    return D(
        "tautulli/config.ini",
        text,
        "Tautulli with API disabled, empty key/password; pms_identifier is a server id",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        storePassword=${KEYSTORE_PASSWORD}
        keyPassword=${KEY_PASSWORD}
        keyAlias=upload
        storeFile=upload-keystore.jks
        """
    )
    return D(
        "android/key.properties.template",
        text,
        "Flutter key.properties template with ${...} markers",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        # Setting up Jellyfin notifications

        1. In the dashboard, open **API Keys** and click **+**.
        2. Put the key into the `JELLYFIN_API_KEY` secret of the webhook service.
        3. Test it: `curl -H "X-Emby-Token: $JELLYFIN_API_KEY" http://jellyfin:8096/System/Info`

        The server id shown on that page (`<<sid>>`) is not a secret.
        """,
        sid=hx(rng, 32),
    )
    return D(
        "docs/jellyfin-notify.md", text, "how-to with an env reference and a Jellyfin server id"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          "Port": 9117,
          "AllowExternal": false,
          "APIKey": "",
          "AdminPassword": null,
          "InstanceId": "<<iid>>"
        }
        """,
        iid=hx(rng, 64),
    )
    return D(
        "jackett/ServerConfig.template.json",
        text,
        "Jackett template with an empty API key; InstanceId is an install id",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        -- Payout service: signing keys live in the HSM; only public keys in the table
        INSERT INTO signing_keys (kid, algorithm, public_jwk) VALUES
          ('<<kid>>', 'ES256K', '{"kty":"EC","crv":"secp256k1","x":"<<x>>","y":"<<y>>"}');
        """,
        kid=uid(rng),
        x=b64(rng, 32, urlsafe=True, pad=False),
        y=b64(rng, 32, urlsafe=True, pad=False),
    )
    _ = c
    return D("db/seeds/003_public_keys.sql", text, "public EC JWK (x, y only, no d) in a SQL seed")


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        From <<sha>> Mon Sep 17 00:00:00 2001
        From: <<person>> <<<email>>>
        Subject: [PATCH] monitor: read the smoke password from the environment

        diff --git a/monitor/smoke.py b/monitor/smoke.py
        --- a/monitor/smoke.py
        +++ b/monitor/smoke.py
        @@ -9,1 +9,1 @@
        -LOGIN = ("smoke", os.environ.get("SMOKE_PW", ""))
        +LOGIN = ("smoke", os.environ["SMOKE_PASSWORD"])
        """,
        sha=hx(rng, 40),
        person=c.person,
        email=c.email,
    )
    return D(
        pick(rng, "patches/0001-smoke-env.patch", "outgoing/0001-smoke-env.patch"),
        text,
        "patch that swaps one env lookup for another",
    )
