"""Family i: a podcast studio in Kathmandu, Nepal (Nepali in Devanagari / English)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from sixtyseventh_corpus import alnum, hexs
from sixtyseventh_spec import KATHPOD as F


def _messenger(s: dict) -> str:
    base = int(s["ts"]) * 1000
    msgs = [
        {
            "sender_name": s["fn2"],
            "timestamp_ms": base + 240000,
            "content": "धन्यवाद दाइ 🙏 अब upload गर्छु",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fn"],
            "timestamp_ms": base + 120000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fn2"],
            "timestamp_ms": base,
            "content": "दाइ, Spotify for Podcasters को पासवर्ड के हो? नयाँ episode हाल्नु छ",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json.dumps(
        {
            "participants": [{"name": s["fn"]}, {"name": s["fn2"]}],
            "messages": msgs,
            "title": s["fn"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fn_a']}_{s['n5']}",
            "magic_words": [],
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "nepali_messenger_json_reply_only_value",
    (
        "messages/inbox/<<fn_a>>_<<n5>>/message_1.json",
        "facebook-<<login2>>/messages/inbox/<<fn_a>>_<<n5>>/message_1.json",
    ),
    _messenger,
    cred="human",
)

F.reg(
    "khalti_epayment_nextjs_env_local",
    (".env.local", "<<org>>-web/.env.production.local", "apps/membership/.env.local"),
    """# Khalti ePayment - premium membership (NPR)
NEXT_PUBLIC_SITE_URL=https://<<dom>>
KHALTI_BASE_URL=https://khalti.com/api/v2
KHALTI_SECRET_KEY=<<cred>>
KHALTI_RETURN_URL=https://<<dom>>/membership/khalti/return
DATABASE_URL=postgresql://kathpod@localhost:5432/members
""",
    cred="p:khalti",
    syntax="",
)

F.reg(
    "esewa_epay_v2_secret_php",
    ("config/esewa.php", "<<org>>-shop/config/payment_esewa.php"),
    """<?php
// eSewa ePay v2 - सदस्यता शुल्क
return [
    'product_code' => 'EPAY<<n5>>',
    'secret_key'   => '<<cred>>',
    'form_url'     => 'https://epay.esewa.com.np/api/epay/main/v2/form',
    'success_url'  => 'https://<<dom>>/esewa/success',
    'failure_url'  => 'https://<<dom>>/esewa/failure',
];
""",
    cred="p:esewa",
    syntax="",
)

F.reg(
    "buzzsprout_episode_upload_bash",
    ("scripts/upload_episode.sh", "home/<<login>>/bin/publish-<<n>>.sh"),
    """#!/usr/bin/env bash
# नयाँ एपिसोड Buzzsprout मा upload - <<fn_a>>
set -euo pipefail
PODCAST_ID=<<pid>>
BUZZ_TOKEN=<<cred>>
FILE="$1"; TITLE="$2"
curl -sS -H "Authorization: Token token=${BUZZ_TOKEN}" \\
  -F "title=${TITLE}" -F "audio_file=@${FILE}" -F "private=false" \\
  "https://www.buzzsprout.com/api/${PODCAST_ID}/episodes.json"
""",
    cred="p:buzzsprout",
    syntax="",
    extra=lambda rng, s: {"pid": str(rng.randint(1_000_000, 2_500_000))},
)

F.reg(
    "nepali_email_passbord_riverside_account",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Maildir/new/<<ts>>.<<hex8>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Riverside खाता - अतिथि रेकर्डिङ
Date: <<d>> Aug <<y>> <<time>>:20 +0545
Content-Type: text/plain; charset="utf-8"

नमस्ते <<fn2>> जी,

भोलिको अतिथि अन्तर्वार्ता (<<city>>) Riverside बाट रेकर्ड गर्नुपर्छ।
स्टुडियोको खाता:
इमेल: studio@<<dom>>
पासवर्ड: <<cred>>

रेकर्डिङ सकिएपछि लग आउट गर्न नबिर्सनुहोला।

धन्यवाद,
<<fn>>
<<phone>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "youtube_oauth_client_secret_json",
    ("youtube-uploader/client_secret.json", "<<org>>/credentials/client_secret_<<n5>>.json"),
    lambda s: json.dumps(
        {
            "installed": {
                "client_id": f"{s['n5']}{s['n3']}-{s['cid']}.apps.googleusercontent.com",
                "project_id": f"{s['org']}-uploader",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
                "client_secret": s["cred"],
                "redirect_uris": ["http://localhost"],
            }
        }
    ),
    cred=lambda rng, fam: (
        "GOCSPX-"
        + alnum(rng, 28, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    ),
    extra=lambda rng, s: {"cid": alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789")},
)


def _sst(s: dict) -> str:
    cells = [
        "मिति",
        "अतिथि",
        "स्टुडियो",
        "Wi-Fi",
        "पासवर्ड",
        s["dmy"],
        f"{s['fn']} {s['ln']}",
        "स्टुडियो A",
        f"{s['orgc']}_Guest",
        s["cred"],
        s["dmy"],
        f"{s['fn2']} {s['ln2']}",
        "स्टुडियो B",
        f"{s['orgc']}_Guest",
        s["cred"],
    ]
    uniq = list(dict.fromkeys(cells))
    si = "".join(f"<si><t>{c}</t></si>" for c in uniq)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(uniq)}">'
        f"{si}</sst>\n"
    )


F.reg(
    "guest_booking_xlsx_shared_strings",
    (
        "bookings_<<y>>.xlsx/xl/sharedStrings.xml",
        "unzipped/अतिथि_तालिका_<<n>>/xl/sharedStrings.xml",
    ),
    _sst,
    cred="human_x",
)

F.reg(
    "restic_b2_backup_env_file",
    ("etc/restic/<<org>>.env", "home/<<login>>/.restic-env", "ops/backup/restic-<<n>>.env"),
    """# source this before: restic backup /srv/podcast/raw
export B2_ACCOUNT_ID=005<<b2id>>
export B2_ACCOUNT_KEY=K005<<b2key>>
export RESTIC_REPOSITORY=b2:<<org>>-raw-audio:/studio
export RESTIC_PASSWORD='<<cred>>'
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: {"b2id": hexs(rng, 22), "b2key": alnum(rng, 27)},
)
