"""Decoys, part 2: public keys, identifiers, checksums and blank fields that look close."""

from __future__ import annotations

import base64
import json
import random

from seventh_corpus import (
    Ctx,
    DOut,
    an,
    b64url,
    decoy,
    der,
    der_int,
    der_oid,
    der_seq,
    fill,
    hx,
    rbytes,
    uid,
)


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        ISA*00*          *00*          *ZZ*<<snd>>*01*<<rcv>>*250304*1120*U*00401*000004711*0*P*>~
        GS*PO*<<snd_s>>*<<rcv_s>>*20250304*1120*4711*X*004010~
        ST*850*0001~
        BEG*00*SA*4500012345**20250304~
        SE*3*0001~
        GE*1*4711~
        IEA*1*000004711~
        """,
        snd=f"{c.slug.upper()[:10]:<15}",
        rcv=f"{'987654321':<15}",
        snd_s=c.slug.upper()[:10],
        rcv_s="987654321",
    )
    why = "X12 interchange with ISA03/ISA04 = 00 and blanks: no security information sent"
    return DOut("edi/outbound/850_4500012345.edi", text, why, "")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        UNA:+.? '
        UNB+UNOC:3+4012345000009:14+4098765000002:14+250304:1120+4711'
        UNH+1+ORDERS:D:96A:UN:EAN008'
        BGM+220+PO4711+9'
        UNT+3+1'
        UNZ+1+4711'
        """
    )
    why = "EDIFACT interchange whose UNB has no recipient reference/password element; GLNs only"
    return DOut("edifact/out/ORDERS_4711.edi", text, why, "")


def _spki_b64(rng: random.Random) -> str:
    n = rng.getrandbits(2048) | (1 << 2047) | 1
    rsa = der_seq(der_int(n), der_int(65537))
    alg = der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00")
    return base64.b64encode(der_seq(alg, der(0x03, b"\x00" + rsa))).decode()


@decoy
def _(rng: random.Random) -> DOut:
    man = {
        "manifest_version": 3,
        "name": "Tab Notes",
        "version": "2.3.1",
        "key": _spki_b64(rng),
        "permissions": ["storage", "contextMenus"],
        "background": {"service_worker": "background.js"},
        "options_page": "options.html",
    }
    why = (
        "Chrome extension manifest `key`: the RSA *public* key (SubjectPublicKeyInfo) that pins "
        "the extension id in development; public by design"
    )
    return DOut("extension/manifest.json", json.dumps(man, indent=2) + "\n", why)


@decoy
def _(rng: random.Random) -> DOut:
    x, y = b64url(rbytes(rng, 48)), b64url(rbytes(rng, 48))
    jwks = {
        "keys": [{"kty": "EC", "crv": "P-384", "kid": hx(rng, 16), "use": "sig", "alg": "ES384"}]
    }
    jwks["keys"][0].update({"x": x, "y": y})
    why = "SMART backend-services JWKS published for the EHR: public EC key, no private `d`"
    return DOut("bulk_export/.well-known/jwks.json", json.dumps(jwks, indent=2) + "\n", why)


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    pol = {
        "policies": {
            "3rdparty": {
                "Extensions": {
                    f"helper@{c.domain}": {
                        "server": f"https://{c.host('intranet')}",
                        "serverToken": "",
                        "tokenSource": "enterprise-sso",
                    }
                }
            }
        }
    }
    why = "Firefox policies.json: extension told to get its token from SSO; serverToken empty"
    return DOut("firefox/distribution/policies.json", json.dumps(pol, indent=2) + "\n", why)


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    sri = base64.b64encode(rbytes(rng, 32)).decode()
    text = fill(
        """
        // ==UserScript==
        // @name         Redmine wide tables
        // @version      1.2
        // @match        https://<<host>>/issues*
        // @require      https://cdn.jsdelivr.net/npm/sortablejs@1.15.2/Sortable.min.js#sha256=<<sri>>
        // @updateURL    https://<<host>>/userscripts/wide.meta.js
        // @grant        none
        // ==/UserScript==
        document.querySelectorAll('table.list').forEach(t => { t.style.width = '100%'; });
        """,
        host=c.host("redmine"),
        sri=sri,
    )
    why = "Userscript whose only random-looking value is a subresource-integrity SHA-256 hash"
    return DOut("userscripts/redmine-wide.user.js", text, why)


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        cff-version: 1.2.0
        title: <<slug>>-sediment
        message: If you use this software, please cite it as below.
        authors:
          - family-names: <<last>>
            given-names: <<first>>
            orcid: https://orcid.org/0000-000<<o1>>-<<o2>>-<<o3>>
        doi: 10.5281/zenodo.<<z>>
        identifiers:
          - type: doi
            value: 10.5281/zenodo.<<z>>
          - type: other
            value: "arXiv:24<<a>>.<<b>>"
        version: 1.0.2
        """,
        slug=c.slug,
        last=c.last,
        first=c.first,
        o1=rng.randint(1, 3),
        o2=rng.randint(1000, 9999),
        o3=f"{rng.randint(100, 999)}X",
        z=rng.randint(1000000, 9999999),
        a=f"{rng.randint(1, 12):02d}",
        b=f"{rng.randint(1, 19999):05d}",
    )
    return DOut("CITATION.cff", text, "CITATION.cff with an ORCID iD, a Zenodo DOI and an arXiv id")


@decoy
def _(rng: random.Random) -> DOut:
    tasks = [
        {
            "id": rng.randint(1, 9999),
            "annotations": [{"id": rng.randint(1, 99999), "result": [], "unique_id": uid(rng)}],
            "file_upload": f"{hx(rng, 8)}-frame_{i:04d}.jpg",
            "data": {"image": f"/data/upload/3/{hx(rng, 8)}-frame_{i:04d}.jpg"},
        }
        for i in range(3)
    ]
    why = "Label Studio export: task, annotation and upload ids and UUIDs, nothing secret"
    return DOut("exports/labeled.json", json.dumps(tasks, indent=2) + "\n", why)


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        # Working on the paper

        The LaTeX source is mirrored on Overleaf. Clone it with your own Overleaf git token
        (Account settings -> Git integration); git will prompt for it:

            git clone https://git.overleaf.com/<<proj>>

        Do not paste tokens into this README.
        """,
        proj=hx(rng, 24),
    )
    return DOut(
        "paper/README.md", text, "Overleaf clone URL with the project id only; token prompted"
    )


@decoy
def _(rng: random.Random) -> DOut:
    hosts = "\n".join(
        f"fc94:{hx(rng, 4)}:{hx(rng, 4)}:{hx(rng, 4)}:{hx(rng, 4)}:{hx(rng, 4)}:{hx(rng, 4)}:"
        f"{hx(rng, 4)} {name}"
        for name in ("rover-1", "rover-2", "basestation")
    )
    why = "Husarnet peer addresses in a hosts file: overlay IPv6 addresses, not a join code"
    return DOut("robot/etc/hosts.husarnet", hosts + "\n", why)


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        outs:
        - md5: <<a>>.dir
          size: <<size>>
          nfiles: <<n>>
          hash: md5
          path: images
        - md5: <<b>>
          size: 48211
          hash: md5
          path: labels.csv
        """,
        a=hx(rng, 32),
        b=hx(rng, 32),
        size=rng.randint(10**8, 10**10),
        n=rng.randint(100, 90000),
    )
    return DOut("data/images.dvc", text, "DVC pointer file: MD5 content hashes of tracked data")


@decoy
def _(rng: random.Random) -> DOut:
    cl = an(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789")
    text = fill(
        """
        # reference genome collection used by the pipeline
        collection_uuid: <<cl>>-4zz18-<<u>>
        portable_data_hash: <<pdh>>+<<size>>
        project_uuid: <<cl>>-j7d0g-<<p>>
        """,
        cl=cl,
        u=an(rng, 15, "abcdefghijklmnopqrstuvwxyz0123456789"),
        pdh=hx(rng, 32),
        size=rng.randint(1000, 99999),
        p=an(rng, 15, "abcdefghijklmnopqrstuvwxyz0123456789"),
    )
    why = "Arvados collection/project UUIDs and a portable data hash: identifiers, not a token"
    return DOut("pipeline/reference.yml", text, why)


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        target_compile_definitions(GrainCloud PRIVATE
            KEYGEN_ACCOUNT_ID="<<acct>>"
            # Ed25519 verify key for offline licence files (public by design)
            KEYGEN_PUBLIC_KEY="<<pub>>"
            JUCE_WEB_BROWSER=0)
        """,
        acct=uid(rng),
        pub=hx(rng, 64),
    )
    why = (
        "Keygen account id and the Ed25519 *public* verify key that apps embed to check signed "
        "licence files; arguable because 64 hex digits look like a secret"
    )
    return DOut("plugins/GrainCloud/cmake/licensing.cmake", text, why)


@decoy
def _(rng: random.Random) -> DOut:
    res = {
        "id": uid(rng),
        "status": "completed",
        "target": "simulator",
        "qubits": 2,
        "data": {"histogram": {"0": 0.5, "3": 0.5}},
        "request": rng.randint(1_700_000_000, 1_760_000_000),
        "execution_time": rng.randint(20, 400),
    }
    return DOut(
        "runs/ionq_result.json", json.dumps(res, indent=2) + "\n", "IonQ job result: UUID job id"
    )
