# ruff: noqa: E501
"""Family m: flood response in Rakhine, Myanmar (Burmese, English): boats, data loggers,
mobile-money cash and the Sittwe office's Messenger and Viber groups."""

from __future__ import annotations

import json

from sixtyfirst_spec import Fam

F = Fam(
    "rakhine_flood_response",
    orgs=("ayeyar-aid", "tarpaulin-trust", "fieldbridge-relief"),
    tld="org.mm",
    first=("aung", "thida", "kyaw", "nilar", "zaw", "hnin", "min", "ei"),
    last=("htun", "myint", "win", "aye", "naing", "oo", "soe", "zaw"),
    words=(
        "sittwe",
        "mrauku",
        "kaladan",
        "thingyan",
        "padauk",
        "mingalar",
        "shwe",
        "yoma",
        "myitkyina",
        "ngapali",
    ),
    places=("Sittwe", "Pauktaw", "Minbya", "Mrauk-U", "Kyauktaw", "Rathedaung"),
    cc="+9509",
    country="myanmar",
)

# 1. Viber chat copied out (Burmese)
F.reg(
    "rakhine_burmese_viber_copy_sakarwhat_office_pc",
    ("chats/viber_sittwe_<<compact>>.txt", "Desktop/viber_<<place>>_<<n>>.txt"),
    """[<<dmy>> <<time>>] Thida Myint: မင်္ဂလာပါ၊ ရုံးကွန်ပျူတာ စကားဝှက် ပြောင်းသွားလား?
[<<dmy>> <<time>>] <<fn>> <<ln>>: ဟုတ်ကဲ့ အသစ်က <<cred>> ပါ
[<<dmy>> <<time2>>] Thida Myint: ကျေးဇူးပါ 🙏
""",
    "human",
)

# 2. wpa_supplicant on the river-gauge logger
F.reg(
    "rakhine_river_gauge_pi_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "loggers/gauge_<<nn>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=MM

network={
    ssid="<<org>>-<<place>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}
""",
    "human_x",
    syntax="",
)

# 3. Wave Money merchant config for cash distribution (PHP)
F.reg(
    "rakhine_wave_money_merchant_laravel_config",
    ("cash/config/wavemoney.php", "www/<<org>>/config/wave_<<n>>.php"),
    """<?php

return [
    // Multipurpose cash – Wave Money merchant API
    'base_url'    => env('WAVE_BASE_URL', 'https://payments.wavemoney.io'),
    'merchant_id' => '<<hexid>>',
    'secret_key'  => '<<cred>>',
    'callback'    => 'https://cash.<<dom>>/wave/callback',
    'currency'    => 'MMK',
];
""",
    "alnum:64",
    syntax="",
)

# 4. Burmese e-mail with the 4W portal account
F.reg(
    "rakhine_burmese_email_sakarwhat_4w_portal",
    ("mail/4w_<<compact>>.eml", "outbox/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: 4W အစီရင်ခံစာ ပေါ်တယ် အကောင့်
Date: <<dd>> Jul <<year>> 15:10:00 +0630
Content-Type: text/plain; charset=utf-8

မင်္ဂလာပါ၊

<<place>> ရုံးအတွက် အကောင့်အသစ် ဖွင့်ပြီးပါပြီ။
လင့်ခ်: https://4w.<<dom>>
အသုံးပြုသူအမည်: <<user>>
စကားဝှက်: <<cred>>

ပထမဆုံးဝင်ပြီးရင် စကားဝှက် ပြောင်းပေးပါ။
ကျေးဇူးတင်ပါတယ်
<<fn>>
""",
    "human",
    syntax="",
)


# 5. Messenger JSON export (Facebook's mojibake escaping of UTF-8)
def _mojibake(s: str) -> str:
    return s.encode("utf-8").decode("latin-1")


def _messenger(s: dict) -> str:
    doc = {
        "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": "Kyaw Win"}],
        "messages": [
            {
                "sender_name": f"{s['fn']} {s['ln']}",
                "timestamp_ms": 1721890000000,
                "content": _mojibake(f"လှေပိုင်ရှင် app login: {s['user']} / {s['cred']}"),
            },
            {
                "sender_name": "Kyaw Win",
                "timestamp_ms": 1721889000000,
                "content": _mojibake("လှေ စာရင်း app ဝင်လို့မရဘူး"),
            },
        ],
        "title": f"{s['fn']} {s['ln']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['first']}{s['last']}_{s['nn']}1047",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "rakhine_messenger_json_mojibake_boat_app_login",
    (
        "facebook-export/messages/inbox/<<first>><<last>>_<<nn>>1047/message_1.json",
        "Downloads/messages_<<compact>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

# 6. .git/config with a GitHub token in the remote URL
F.reg(
    "rakhine_git_config_remote_ghp_token",
    ("srv/flood-dashboard/.git/config", "home/<<first>>/floodmap/.git/config"),
    """[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
	logallrefupdates = true
[remote "origin"]
	url = https://<<first>>-<<org>>:<<cred>>@github.com/<<org>>/flood-dashboard.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
""",
    "p:ghp",
    syntax="",
)

# 7. Mailgun key in the Go alert service
F.reg(
    "rakhine_flood_alert_go_mailgun_key",
    ("alerts/main.go", "cmd/floodalert/main_<<n>>.go"),
    """package main

import (
	"context"
	"log"
	"time"

	"github.com/mailgun/mailgun-go/v4"
)

const (
	domain = "alerts.<<dom>>"
	apiKey = "<<cred>>"
)

func main() {
	mg := mailgun.NewMailgun(domain, apiKey)
	msg := mg.NewMessage("flood@"+domain, "Water level alert <<place>>", "Kaladan gauge above 5.2 m", "<<email>>")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, _, err := mg.Send(ctx, msg); err != nil {
		log.Fatal(err)
	}
}
""",
    "p:mailgun",
    syntax="",
)

# 8. Tailscale auth key in the field laptop set-up script
F.reg(
    "rakhine_tailscale_authkey_setup_script",
    ("it/setup_field_laptop.sh", "scripts/tailscale_<<place>>_<<n>>.sh"),
    """#!/bin/bash
# One-time set-up of a field laptop (Sittwe office) – run as root
set -e
apt-get update && apt-get install -y curl
curl -fsSL https://tailscale.com/install.sh | sh
tailscale up --authkey=<<cred>> --hostname=field-<<place>>-<<nn>> --advertise-tags=tag:field
echo "done: $(tailscale ip -4)"
""",
    "p:tailscale",
    syntax="",
)
