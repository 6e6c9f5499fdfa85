"""Decoys (part 2): ERP, VoIP, mail and network configs without a live credential."""

from __future__ import annotations

import base64
import random

from sixth_corpus import Ctx, Decoy, b64, decoy, der, der_seq, fill, hx, rbytes, uid


def D(path: str, text: str, why: str) -> Decoy:
    """A decoy from text."""
    return Decoy(path, text.encode("utf-8"), why)


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        # Citing the data
        The dataset is public: doi:10.<<n>>/<<ds>> (file id <<fid>>).

        ```sh
        curl -L "https://dataverse.<<dom>>/api/access/datafile/:persistentId?persistentId=doi:10.<<n>>/<<ds>>"
        ```
        Uploading needs `-H "X-Dataverse-key: $API_TOKEN"`; ask the data steward for a token.
        """,
        n=rng.randint(5000, 9999),
        ds=hx(rng, 6).upper(),
        fid=uid(rng),
        dom=c.domain,
    )
    return D(
        "docs/data.md",
        text,
        "public dataset DOI and file UUID; the upload token is an env reference",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        import os

        from requests_oauthlib import OAuth1Session

        ns = OAuth1Session(
            client_key=os.environ["NS_CONSUMER_KEY"],
            client_secret=os.environ["NS_CONSUMER_SECRET"],
            resource_owner_key=os.environ["NS_TOKEN_ID"],
            resource_owner_secret=os.environ["NS_TOKEN_SECRET"],
            realm=os.environ["NS_ACCOUNT"],
            signature_method="HMAC-SHA256",
        )
        """
    )
    return D(
        "integrations/netsuite_session.py",
        text,
        "NetSuite TBA: all four values from the environment",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        import { XeroClient } from "xero-node";

        export const xero = new XeroClient({
          clientId: "<<cid>>",
          clientSecret: process.env.XERO_CLIENT_SECRET!,
          redirectUris: ["http://localhost:3000/callback"],
          scopes: ["openid", "accounting.transactions"],
        });
        """,
        cid=hx(rng, 32).upper(),
    )
    return D(
        "src/lib/xero.ts",
        text,
        "Xero client id (public OAuth identifier) with the secret from process.env",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [trunk-auth]
        type=auth
        auth_type=userpass
        username={{ sip_trunk_user }}
        password={{ vault_sip_trunk_password }}
        """
    )
    return D(
        "roles/asterisk/templates/pjsip_trunk.conf.j2",
        text,
        "Ansible template: SIP password is a vault variable reference",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        #!version:1.0.0.1
        account.1.enable = 1
        account.1.user_name = %EXTENSION%
        account.1.auth_name = %EXTENSION%
        account.1.password = %SIP_PASSWORD%
        account.1.sip_server.1.address = %PBX_HOST%
        """
    )
    return D(
        "provisioning/yealink/template.cfg",
        text,
        "Yealink provisioning template with %VAR% substitution markers",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <include>
          <user id="1001">
            <params>
              <param name="password" value="$${default_password}"/>
              <param name="vm-password" value="1001"/>
            </params>
          </user>
        </include>
        """
    )
    return D(
        "conf/directory/default/1001.xml",
        text,
        "FreeSWITCH user whose password is the $${default_password} preprocessor variable",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [core]
        methods=PLAIN,LOGIN

        [users]
        ; one line per user:
        ; user@domain=password
        """
    )
    return D(
        "haraka/config/auth_flat_file.ini",
        text,
        "Haraka flat-file auth with only the commented format line",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    key = base64.b64encode(
        der_seq(
            der_seq(b"\x06\x09*\x86H\x86\xf7\r\x01\x01\x01\x05\x00"),
            der(0x03, b"\x00" + rbytes(rng, 270)),
        )
    ).decode()
    chunks = [key[i : i + 60] for i in range(0, len(key), 60)]
    body = "\n\t".join(f'"{ch}"' for ch in chunks)
    head = 'mail._domainkey\tIN\tTXT\t( "v=DKIM1; h=sha256; k=rsa; "\n\t"p="'
    text = f"{head} {body} )  ; ----- DKIM key mail for {c.domain}\n"
    return D(
        f"etc/opendkim/keys/{c.domain}/mail.txt",
        text,
        "DKIM public key record (the .txt next to the .private)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        hostname <<hn>>
        user admin group administrators password ciphertext AQBapc<<ct>>
        radius-server host <<ip>> key ciphertext AQBape<<ct2>> vrf mgmt
        aaa authentication login ssh group radius local
        """,
        hn=f"sw-{c.slug[:6]}-01",
        ct=b64(rng, 60),
        ct2=b64(rng, 48),
        ip=c.ip(),
    )
    return D(
        "configs/aruba/running.cfg",
        text,
        "AOS-CX running config: passwords and RADIUS key stored as device ciphertext",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    salt = base64.b64encode(rbytes(rng, 12)).decode().replace("+", ".")[:16]
    h = base64.b64encode(rbytes(rng, 64)).decode().replace("+", ".").rstrip("=")[:86]
    user = "username admin privilege 15 role network-admin"
    text = f"hostname leaf1\n{user} secret sha512 $6${salt}${h}\n"
    return D(
        "eos/leaf1-running.cfg",
        text,
        "Arista running config with a sha512-crypt hash, not a plaintext secret (arguable)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          "TACPLUS_SERVER": {
            "10.0.0.9": {"priority": "1", "tcp_port": "49", "passkey": ""}
          },
          "AAA": {"authentication": {"login": "local"}}
        }
        """
    )
    return D("sonic/config_db.lab.json", text, "SONiC config with an empty TACACS+ passkey")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        # .cloginrc - password comes from the environment of the cron job
        add user      *  rancid
        add password  *  $env(CLOGIN_PASSWORD)
        add method    *  ssh
        """
    )
    return D("rancid/.cloginrc", text, "RANCID cloginrc with a Tcl $env() reference")


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        <?php
        $amp_conf['AMPDBUSER'] = 'freepbxuser';
        $amp_conf['AMPDBPASS'] = trim(file_get_contents('/etc/asterisk/.ampdbpass'));
        $amp_conf['AMPDBHOST'] = '<<host>>';
        """,
        host=c.host("db"),
    )
    return D("etc/freepbx.conf", text, "FreePBX DB password read from a root-only file")
