"""Family p: a two-person metronome and tuner app maker (apps, a BLE clip-on device)."""

import random

from thirtythird_corpus import LOWER, alnum, pem, rbytes
from thirtythird_spec import reg


def _asp(rng, c):
    return "-".join(alnum(rng, 4, LOWER) for _ in range(4))


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    ln = (
        bytes([n])
        if n < 0x80
        else bytes([0x81, n])
        if n < 256
        else bytes([0x82]) + n.to_bytes(2, "big")
    )
    return bytes([tag]) + ln + body


def _p8(rng: random.Random, c: dict) -> str:
    ec = _der(
        0x30,
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64))),
    )
    alg = _der(
        0x30,
        _der(0x06, bytes.fromhex("2a8648ce3d0201")) + _der(0x06, bytes.fromhex("2a8648ce3d030107")),
    )
    return pem(_der(0x30, _der(0x02, b"\x00") + alg + _der(0x04, ec)), "PRIVATE KEY")


F = "metronome_app_makers"

reg(
    F,
    "metronome_fastlane_dotenv_app_specific_password",
    ("fastlane/.env", "ios/<<org>>/fastlane/.env.default"),
    """FASTLANE_USER=<<email>>
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=<<cred>>
FASTLANE_ITC_TEAM_ID=<<n2>><<n2>><<n2>>
MATCH_GIT_URL=git@git.<<dom>>:ios/certificates.git
""",
    _asp,
    syntax="",
)

reg(
    F,
    "metronome_firmware_cargo_credentials_toml",
    ("home/<<user>>/.cargo/credentials.toml", "ci/<<org>>/cargo-credentials.toml"),
    """[registry]
token = "<<cred>>"

[registries.pulse-internal]
token = "Bearer <<hex8>>"
""",
    "x:cio:32",
)

reg(
    F,
    "metronome_practice_coach_openai_client",
    ("backend/coach.py", "server/<<org>>_coach.py"),
    """from openai import OpenAI

client = OpenAI(api_key="<<cred>>")


def practice_tip(bpm: int, accuracy: float) -> str:
    r = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "user", "content": f"Tip for {bpm} bpm at {accuracy:.0%} accuracy"}],
    )
    return r.choices[0].message.content
""",
    "p:openai",
)

reg(
    F,
    "metronome_ble_tuner_esp_idf_sdkconfig",
    ("firmware/sdkconfig", "clip-tuner/<<org>>/sdkconfig.defaults"),
    """CONFIG_IDF_TARGET="esp32c3"
CONFIG_BT_ENABLED=y
CONFIG_BT_NIMBLE_ENABLED=y
CONFIG_TUNER_WIFI_SSID="<<org>>-lab"
CONFIG_TUNER_WIFI_PASSWORD="<<cred>>"
CONFIG_TUNER_OTA_URL="https://ota.<<dom>>/clip/latest.bin"
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "metronome_app_store_connect_p8_key",
    ("keys/AuthKey_<<hex8>>.p8", "fastlane/<<org>>/AuthKey_<<n>>.p8"),
    "<<cred>>\n",
    _p8,
)

reg(
    F,
    "metronome_support_ticket_customer_password",
    ("support/tickets/<<n>>.txt", "helpdesk/<<org>>/ticket_<<n>>.txt"),
    """Ticket #<<n>> — Sync of setlists fails
From: <<email2>>
Status: open

Customer:
  My setlists stopped syncing after the update. I tried logging out and in again.
  My account is <<email2>> and the password I use is <<cred>> if you need to check.

Agent (<<first>>):
  Thanks — please never send your password by e-mail. We reset your sync token instead.
""",
    "human",
)

reg(
    F,
    "metronome_website_vercel_env_pull",
    ("web/.env.production", "site/<<org>>/.env.local"),
    """# Created by Vercel CLI
NEXT_PUBLIC_APP_STORE_URL="https://apps.apple.com/app/id<<n2>><<n2>><<n2>>"
RESEND_API_KEY="<<cred>>"
VERCEL_ENV="production"
""",
    "p:resend",
    syntax="",
)

reg(
    F,
    "metronome_beat_model_notebook_hf_login",
    ("notebooks/beat_tracker_finetune.ipynb", "research/<<org>>/onset_<<n>>.ipynb"),
    """{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "outputs": [],
   "source": [
    "from huggingface_hub import login\\n",
    "login(token=\\"<<cred>>\\")"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    "p:hf",
    syntax="json",
)
