"""Formats: PEM private keys (valid DER framing) inside less common string containers."""

from __future__ import annotations

import random

from sixth_corpus import (
    Ctx,
    Out,
    dsa_pem,
    ec_pem,
    fill,
    fmt,
    hx,
    okp_pem,
    pick,
    rsa_pem,
    uid,
)

PEMS = "pem_keys_odd_containers"


@fmt(PEMS, "elixir_sigil_s_heredoc_ec_p384_sec1")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = ec_pem(rng, "P-384")
    mod = c.slug.capitalize()
    text = fill(
        """
        defmodule <<mod>>.Tokens.Signer do
          @moduledoc "Signs webhook payloads sent to partners (ES384)."

          @private_key ~S\"\"\"
        <<s>>
        \"\"\"

          def sign(payload) do
            jwk = JOSE.JWK.from_pem(@private_key)
            {_, token} = JOSE.JWT.sign(jwk, %{"alg" => "ES384"}, payload) |> JOSE.JWS.compact()
            token
          end
        end
        """,
        mod=mod,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"lib/{c.slug}/tokens/signer.ex",
            "lib/tokens/signer.ex",
            f"apps/{c.slug}_web/lib/signer.ex",
        ),
        text,
        s,
    )


@fmt(PEMS, "kotlin_raw_string_rsa_pkcs8_trimindent")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = rsa_pem(rng, pkcs8_form=True)
    text = fill(
        """
        package com.<<slug>>.auth

        import java.security.KeyFactory
        import java.security.spec.PKCS8EncodedKeySpec
        import java.util.Base64

        object ServiceAccountKey {
            private val PEM = \"\"\"
        <<s>>
        \"\"\".trimIndent()

            val privateKey by lazy {
                val body = PEM.lines().filterNot { it.startsWith("-----") }.joinToString("")
                KeyFactory.getInstance("RSA").generatePrivate(PKCS8EncodedKeySpec(Base64.getDecoder().decode(body)))
            }
        }
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"app/src/main/java/com/{c.slug}/auth/ServiceAccountKey.kt",
            "src/main/kotlin/auth/ServiceAccountKey.kt",
            f"{c.slug}-sdk/ServiceAccountKey.kt",
        ),
        text,
        s,
    )


@fmt(PEMS, "nix_indented_string_ed25519_etc_text")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = okp_pem(rng, "Ed25519")
    text = fill(
        """
        { config, pkgs, ... }:
        {
          services.<<slug>>-signer.enable = true;
          users.users.signer = { isSystemUser = true; group = "signer"; };
          users.groups.signer = { };

          environment.etc."<<slug>>-signer/ed25519.pem" = {
            mode = "0400";
            user = "signer";
            text = ''
        <<s>>
        '';
          };
        }
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            "hosts/signer/configuration.nix",
            f"modules/{c.slug}-signer.nix",
            "nixos/signer.nix",
        ),
        text,
        s,
    )


@fmt(PEMS, "powershell_here_string_rsa_pkcs1")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = rsa_pem(rng, pkcs8_form=False)
    text = fill(
        """
        # Deploy-Agent.ps1 - installs the update agent and its client key
        $ErrorActionPreference = 'Stop'
        $target = 'C:\\ProgramData\\<<org_short>>\\Agent'
        New-Item -ItemType Directory -Force -Path $target | Out-Null

        $clientKey = @'
        <<s>>
        '@

        Set-Content -Path (Join-Path $target 'client.key') -Value $clientKey -Encoding ascii
        & "$target\\agent.exe" --register --server https://updates.<<dom>> `
            --key (Join-Path $target 'client.key')
        """,
        org_short=c.slug.capitalize(),
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "scripts/Deploy-Agent.ps1",
            "gpo/startup/Deploy-Agent.ps1",
            f"{c.slug}/install-agent.ps1",
        ),
        text,
        s,
    )


@fmt(PEMS, "perl_heredoc_x25519_pkcs8")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = okp_pem(rng, "X25519")
    text = fill(
        """
        #!/usr/bin/perl
        use strict;
        use warnings;
        use Crypt::PK::X25519;

        # static key for the sealed-box channel with the <<slug>> gateway
        my $pem = <<'PEM';
        <<s>>
        PEM

        my $sk = Crypt::PK::X25519->new(\\$pem);
        my $peer = Crypt::PK::X25519->new('gateway_pub.pem');
        print unpack('H*', $sk->shared_secret($peer)), "\\n";
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "bin/derive_channel_key.pl", "scripts/x25519_shared.pl", f"{c.slug}/keys.pl"),
        text,
        s,
    )


@fmt(PEMS, "sql_insert_multiline_literal_secp256k1_sec1")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = ec_pem(rng, "secp256k1")
    text = fill(
        """
        -- seed: hot-wallet signing key for the payout service (<<date>>)
        INSERT INTO signing_keys (kid, algorithm, private_pem, created_at)
        VALUES (
          '<<kid>>',
          'ES256K',
          '<<s>>',
          NOW()
        );
        """,
        date=c.date,
        kid=uid(rng),
        s=s,
    )
    return Out(
        pick(
            rng,
            "db/seeds/003_signing_keys.sql",
            f"migrations/{c.day:%Y%m%d}_seed_keys.sql",
            "sql/payout_keys.sql",
        ),
        text,
        s,
    )


@fmt(PEMS, "spring_xml_cdata_ed448_pkcs8")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = okp_pem(rng, "Ed448")
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <beans xmlns="http://www.springframework.org/schema/beans"
               xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
               xsi:schemaLocation="http://www.springframework.org/schema/beans
                 http://www.springframework.org/schema/beans/spring-beans.xsd">

          <bean id="licenseSigner" class="com.<<slug>>.license.Ed448Signer">
            <property name="keyId" value="lic-<<y>>"/>
            <property name="privateKeyPem">
              <value><![CDATA[
        <<s>>
        ]]></value>
            </property>
          </bean>
        </beans>
        """,
        slug=c.slug,
        y=c.day.year,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/main/resources/license-context.xml",
            "WEB-INF/applicationContext-license.xml",
            f"{c.slug}-license/beans.xml",
        ),
        text,
        s,
    )


@fmt(PEMS, "dockerfile_copy_heredoc_dsa_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = dsa_pem(rng)
    text = fill(
        """
        # syntax=docker/dockerfile:1.7
        FROM debian:bookworm-slim
        RUN apt-get update && apt-get install -y --no-install-recommends openssh-client rsync \\
            && rm -rf /var/lib/apt/lists/*

        # legacy SFTP partner only accepts DSA
        COPY --chmod=0600 <<EOF /root/.ssh/id_dsa
        <<s>>
        EOF

        COPY sync.sh /usr/local/bin/sync.sh
        ENTRYPOINT ["/usr/local/bin/sync.sh", "<<host>>"]
        """,
        s=s,
        host=c.host("sftp"),
    )
    return Out(
        pick(rng, "Dockerfile", "docker/sftp-sync/Dockerfile", f"{c.slug}-sync/Dockerfile"), text, s
    )


@fmt(PEMS, "julia_triple_quoted_ec_p256_pkcs8")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = ec_pem(rng, "P-256", pkcs8_form=True)
    text = fill(
        """
        module <<mod>>Auth

        using JSONWebTokens, Dates

        const KEY_ID = "<<kid>>"
        const PRIVATE_KEY_PEM = \"\"\"
        <<s>>
        \"\"\"

        function token(sub::String)
            enc = JSONWebTokens.ES256(PRIVATE_KEY_PEM)
            claims = Dict("sub" => sub, "exp" => round(Int, datetime2unix(now() + Hour(1))))
            return JSONWebTokens.encode(enc, claims)
        end

        end
        """,
        mod=c.slug.capitalize(),
        kid=hx(rng, 16),
        s=s,
    )
    return Out(
        pick(rng, f"src/{c.slug.capitalize()}Auth.jl", "src/auth.jl", f"{c.slug}/Auth.jl"), text, s
    )
