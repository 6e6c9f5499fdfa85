"""Family o: a village solar mini-grid and its water committee in Phongsaly province (Laos)."""

from __future__ import annotations

from sixtythird_spec import Fam

F = Fam(
    "faifa_minigrid_ban_phongsaly",
    ("faifaban", "faifaban"),
    "la",
    ("somchai", "noy", "khamla", "vanh", "souk", "phet", "bounmy", "manivanh"),
    ("ສົມໃຈ", "ນ້ອຍ", "ຄຳລາ", "ວັນ", "ສຸກ", "ເພັດ", "ບຸນມີ", "ມະນີວັນ"),
    ("phommachanh", "sisavath", "keomany", "vongsa", "inthavong", "souvannaphoum", "chanthala"),
    (
        "faifa",
        "baan",
        "phongsaly",
        "mekong",
        "namou",
        "champa",
        "sabaidee",
        "khaoniew",
        "laoxang",
        "muangkhua",
        "phoukhoun",
        "dokmai",
        "nongkhiaw",
        "beerlao",
        "khopjai",
    ),
    "856",
)

F.reg(
    "faifa_lao_whatsapp_lahatphan_vrm",
    ("WhatsApp Chat with ກຳມະການໄຟຟ້າ.txt", "wa/<<org>>_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<lfirst>>: ອ້າຍ, ລະຫັດຜ່ານເຂົ້າ VRM ເບິ່ງແບັດເຕີຣີແມ່ນຫຍັງ?
<<dmys>>, <<time>> - ທ້າວ ສົມໃຈ: email <<email>>
<<dmys>>, <<time>> - ທ້າວ ສົມໃຈ: ລະຫັດຜ່ານ <<cred>>
<<dmys>>, <<time>> - <<lfirst>>: ຂອບໃຈຫຼາຍໆ 🙏
""",
    "human",
)

F.reg(
    "faifa_victron_vrm_api_token_python",
    ("home/pi/minigrid/vrm_daily_<<n>>.py", "scripts/<<org>>_vrm.py"),
    '''#!/usr/bin/env python3
"""Daily battery state-of-charge report for the village committee (Victron VRM)."""

import requests

VRM_TOKEN = "<<cred>>"
INSTALLATION = <<nn>><<n>>

r = requests.get(
    f"https://vrmapi.victronenergy.com/v2/installations/{INSTALLATION}/stats",
    headers={"X-Authorization": f"Token {VRM_TOKEN}"},
    params={"type": "custom", "attributeCodes[]": "bs"},
    timeout=30,
)
print(r.json()["records"]["bs"][-1])
''',
    "hex:64",
)

F.reg(
    "faifa_smart_meter_platform_env",
    ("meter-sync/.env", "deploy/<<org>>_<<n>>.env"),
    """# prepaid smart meters (118 households) -> tariff & top-up platform
METER_API_URL=https://<<org>>.meters-cloud.io/api/v1
METER_API_KEY=<<kid>>
METER_API_SECRET=<<cred>>
TARIFF_KIP_PER_KWH=2500
""",
    "alnum:48",
    extra=lambda r, s: {"kid": F.draw(r, "alnum:20", s)},
)

F.reg(
    "faifa_inverter_modbus_notes_thai_rahat",
    ("คู่มือ/inverter_<<n>>.txt", "handover/<<org>>_inverter_th.txt"),
    """บันทึกการติดตั้ง มินิกริดบ้าน <<word>> (<<dmy>>)
อินเวอร์เตอร์ Quattro 48/10000 x3, MPPT 250/100 x4
Cerbo GX: <<ip>>
ผู้ใช้ remote console: admin
รหัสผ่าน: <<cred>>
Modbus TCP เปิดไว้สำหรับ data logger (unit 100)
ช่างผู้ติดตั้ง: <<cfirst>> โทร <<phone>>
""",
    "pw",
)

F.reg(
    "faifa_water_committee_email_french_mot_de_passe",
    ("mail/comite_eau_<<n>>.eml", "Inbox/<<org>>/<<nn>>.eml"),
    """From: Coordination programme eau <coordination@eau-rurale-laos.org>
To: <<email>>
Subject: Compte du comité de l'eau - plateforme de suivi des pompes
Date: Mon, <<d>> Feb <<year>> <<hms>> +0700
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Bonjour <<cfirst>>,

Voici les identifiants du comité de l'eau du village pour saisir les relevés des compteurs et
les pannes des pompes solaires :

Identifiant : comite.<<org>>
Mot de passe : <<cred>>

Merci de ne pas le partager en dehors du comité.
Cordialement,
Coordination
""",
    "human",
)


def _csv(s: dict) -> str:
    return (
        "ລະບົບ,ຊື່ຜູ້ໃຊ້,ລະຫັດຜ່ານ,ໝາຍເຫດ\n"
        f"BCEL One (ບັນຊີກຳມະການ),{s['org']}01,{s['h1']},ເບິ່ງຍອດເງິນ\n"
        f"Cerbo GX,admin,{s['cred']},ຫ້ອງອິນເວີເຕີ\n"
        f"Wi-Fi ຫ້ອງການ,-,{s['h2']},\n"
    )


F.reg(
    "faifa_committee_accounts_csv_lao_columns",
    ("ເອກະສານ/ລະຫັດ_<<n>>.csv", "USB/<<org>>_accounts_<<year>>.csv"),
    _csv,
    "human",
    extra=lambda r, s: {"h1": F.hum(r), "h2": F.hum(r)},
)

F.reg(
    "faifa_remote_openvpn_inline_auth_ovpn",
    ("openvpn/minigrid_<<n>>.ovpn", "config/<<org>>/gx-remote.ovpn"),
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
verb 3
<auth-user-pass>
gx-<<org>>-<<n>>
<<cred>>
</auth-user-pass>
<ca>
-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIU<<cab>>
-----END CERTIFICATE-----
</ca>
""",
    "pw_bare",
    extra=lambda r, s: {"cab": F.draw(r, "alnum:40", s)},
)

F.reg(
    "faifa_grafana_ini_admin_password",
    ("etc/grafana/grafana_<<n>>.ini", "srv/<<org>>/grafana.ini"),
    """[server]
http_port = 3000
domain = monitor.<<dom>>

[security]
admin_user = admin
admin_password = <<cred>>
disable_gravatar = true

[auth.anonymous]
enabled = true
org_role = Viewer
""",
    "pw",
)
