"""Family g: a wedding and events hall in Jounieh (Lebanon; Arabic and French)."""

from __future__ import annotations

import html
import json

from seventyseventh_spec import FAM_G, after, either, enc_html

FAM_G.reg(
    "afrah_arabic_whatsapp_kilmet_el_ser_wifi_salle",
    ("WhatsApp Chat with <<fa2c>>.txt", "phones/<<fa>>/whatsapp_<<date>>.txt"),
    """<<dmy>>, <<hm>> - <<full2>>: مرحبا، الفرقة وصلت على الصالة وبدن الواي فاي للـ DJ
<<dmy>>, <<hm2>> - <<full>>: الشبكة <<orgc>>-Salle
<<dmy>>, <<hm2>> - <<full>>: كلمة السر: <<cred>>
<<dmy>>, <<hm2>> - <<full2>>: ميرسي كتير 🙏
""",
    "human",
)


def _table(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Comptes prestataires - {s["orgc"]}</title></head>
<body>
<h2>Comptes prestataires (mariages {s["year"]})</h2>
<table border="1">
<tr><th>Prestataire</th><th>Utilisateur</th><th>Mot de passe</th></tr>
<tr><td>Traiteur {s["la2c"]}</td><td>{s["user"]}</td><td class="pw">{s["enc"]}</td></tr>
<tr><td>Photographe</td><td>{s["email2"]}</td><td>voir Nadine</td></tr>
</table>
</body></html>
"""


FAM_G.reg(
    "afrah_prestataires_html_table_entity_escaped",
    ("intranet/comptes_<<year>>.html", "exports/<<org>>_prestataires_<<n>>.html"),
    _table,
    "pw",
    encode=enc_html,
    decode=lambda t: html.unescape(after(t, '<td class="pw">', "<")),
)

FAM_G.reg(
    "afrah_mikrotik_hotspot_rsc_export",
    ("mikrotik/<<org>>_export_<<date>>.rsc", "backup/router_salle_<<n>>.rsc"),
    """# <<date>> by RouterOS 7.14.2
# model = hAP ax3
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=invites wpa2-pre-shared-key=<<cred>>
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof-salle
/ip address
add address=10.5.50.1/24 interface=bridge-invites network=10.5.50.0
""",
    either("human_x", "pw_bare"),
    syntax="",
)

FAM_G.reg(
    "afrah_french_email_mot_de_passe_traiteur",
    ("mail/envoyes/<<date>>_traiteur_<<n>>.eml", "outlook/<<fa>>/Sent/<<n4>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: Accès au planning des mariages
Date: <<dmy>> <<hm>> +0300
Content-Type: text/plain; charset=UTF-8

Bonsoir <<fl2>>,

Comme convenu, voici l'accès au planning partagé de la salle (Google Agenda + fiches tables) :
identifiant : <<user>>@<<dom>>
mot de passe : <<cred>>

Merci de ne pas le transmettre à l'équipe de service.
Yalla, à samedi pour la zaffé !
<<fl>>
""",
    "human",
)

FAM_G.reg(
    "afrah_areeba_mpgs_gateway_php_api_password",
    ("site/<<org>>/includes/mpgs.php", "paiement/areeba_<<n>>.php"),
    """<?php
// Acomptes réservation de salle - Mastercard Gateway (areeba)
$gatewayUrl  = 'https://epayment.areeba.com/api/rest/version/72';
$merchantId  = '<<hex8>>';
$apiUsername = 'merchant.' . $merchantId;
$apiPassword = '<<cred>>';
$currency    = 'USD';
""",
    "hex:32",
    syntax="",
)

FAM_G.reg(
    "afrah_nvr_rtsp_vlc_playlist_m3u",
    ("cameras/salle_<<org>>.m3u", "Desktop/<<fa>>/cameras_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Entrée
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Parking
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
""",
    "pw_url",
    syntax="",
)

FAM_G.reg(
    "afrah_odoo_pos_docker_compose_yaml",
    ("docker/<<org>>/docker-compose.yml", "srv/caisse-salle/docker-compose.yaml"),
    """services:
  db:
    image: postgres:15
    environment:
      POSTGRES_DB: postgres
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD: <<cred>>
    volumes:
      - pgdata:/var/lib/postgresql/data
  odoo:
    image: odoo:17
    depends_on: [db]
    ports:
      - "8069:8069"
    environment:
      HOST: db
      USER: odoo
      PASSWORD: <<cred>>
volumes:
  pgdata: {}
""",
    "pw",
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": s["n4"],
            "type": "message",
            "date": s["ts"],
            "from": s["full2"],
            "from_id": f"user{s['n4']}{s['n3']}",
            "text": "شو الباسوورد تبع حساب Whish تبع الصالة؟",
        },
        {
            "id": s["n4"] + 1,
            "type": "message",
            "date": s["ts"],
            "from": s["full"],
            "from_id": f"user{s['n3']}{s['n4']}",
            "reply_to_message_id": s["n4"],
            "text": s["cred"],
        },
    ]
    return json.dumps(
        {
            "name": s["full2"],
            "type": "personal_chat",
            "id": s["n4"] * 1000 + s["n3"],
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


FAM_G.reg(
    "afrah_telegram_json_whish_reply_only_value",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<fa>>/result_<<n>>.json"),
    _tg,
    "human",
)
