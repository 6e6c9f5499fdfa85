# ruff: noqa: E501
"""Family d: primary-health clinics for returnees around Kandahar, Afghanistan (Dari,
Pashto, English): VSAT links, HMIS, satellite phones and clinic laptops."""

from __future__ import annotations

import json
import random

from sixtyfirst_corpus import rsa_pem
from sixtyfirst_spec import Fam, hexs

F = Fam(
    "kandahar_clinic_returnees",
    orgs=("hamdeli-health", "openwell-intl", "fieldbridge-relief"),
    tld="af",
    first=("ahmad", "zarghona", "mirwais", "malalai", "habibullah", "nargis", "sayed", "freshta"),
    last=("ahmadzai", "popal", "barakzai", "noorzai", "sultani", "hakimi", "achakzai", "rahimi"),
    words=(
        "kandahar",
        "arghandab",
        "spinboldak",
        "anar",
        "sehat",
        "shifa",
        "gul",
        "bahar",
        "watan",
        "kabul",
    ),
    places=("Spin Boldak", "Daman", "Arghandab", "Zheray", "Panjwai", "Dand"),
    cc="+9370",
    country="afghanistan",
)

# 1. Dari WhatsApp export
F.reg(
    "kandahar_dari_whatsapp_ramz_laptop_clinic",
    ("WhatsApp Chat with کلینیک <<place>>.txt", "chats/clinic_<<compact>>.txt"),
    """<<dmy>>, <<time>> - Zarghona Popal: سلام، لپ‌تاپ داروخانه قفل شده، رمز عبورش را کسی دارد؟
<<dmy>>, <<time>> - <<fn>> <<ln>>: سلام. یوزر pharmacy و رمز: <<cred>>
<<dmy>>, <<time2>> - Zarghona Popal: تشکر، باز شد 🌹
<<dmy>>, <<time2>> - <<fn>> <<ln>>: لطفاً بعد از راپور ماهانه عوضش کنید
""",
    "human",
)


# 2. Telegram JSON export in Pashto
def _tg_json(s: dict) -> str:
    msgs = [
        {
            "id": 101,
            "type": "message",
            "date": f"{s['date']}T08:12:40",
            "from": "Mirwais Barakzai",
            "from_id": "user5512",
            "text": "وروره، د HMIS سیسټم پاسورډ بدل شو؟",
        },
        {
            "id": 102,
            "type": "message",
            "date": f"{s['date']}T08:15:02",
            "from": f"{s['fn']} {s['ln']}",
            "from_id": "user7781",
            "text": f"هو، نوی پټنوم: {s['cred']}",
        },
        {
            "id": 103,
            "type": "message",
            "date": f"{s['date']}T08:16:30",
            "from": "Mirwais Barakzai",
            "from_id": "user5512",
            "text": "مننه 🙏",
        },
    ]
    return (
        json.dumps(
            {"name": f"کلینیک {s['place']}", "type": "private_group", "id": 4471, "messages": msgs},
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )


F.reg(
    "kandahar_pashto_telegram_result_json_patnum",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_clinic_<<n>>/result.json"),
    _tg_json,
    "human",
)

# 3. Cisco router behind the VSAT modem
F.reg(
    "kandahar_vsat_cisco_router_isakmp_key",
    ("network/clinic_<<place>>_rtr_<<compact>>.cfg", "backup/c1111_<<hexid>>.txt"),
    """!
version 17.3
hostname CLN-<<nn>>-RTR
!
enable secret 9 $9$<<hexid>>Qm2.Zr$wqJp0tUe3bQfBfV1lOx9aTn3sBcJm8dHk2gPo6iYv1E
!
username netadmin privilege 15 secret 9 $9$Lp8aW2e.uXqR1k$3Vq0nRkD8ejPzT9yHhUq2b7M1sZcA5wEf0lOt4gKxYi
!
crypto isakmp policy 10
 encr aes 256
 authentication pre-share
 group 14
crypto isakmp key <<cred>> address <<pub_ip>>
!
interface GigabitEthernet0/0/0
 description VSAT-MODEM
 ip address <<ip>> 255.255.255.252
!
line vty 0 4
 transport input ssh
!
end
""",
    "pw_bare",
    syntax="",
)

# 4. HMIS pull with DHIS2 basic auth (Python)
F.reg(
    "kandahar_hmis_dhis2_requests_auth_tuple",
    ("hmis/pull_monthly.py", "scripts/hmis_<<first>>_<<n>>.py"),
    """import requests

DHIS2 = "https://hmis.<<dom>>"
AUTH = ("<<user>>", "<<cred>>")

r = requests.get(
    f"{DHIS2}/api/dataValueSets.json",
    params={"dataSet": "BHC_MONTHLY", "period": "<<year>><<mm>>", "orgUnit": "KDR<<nn>>"},
    auth=AUTH,
    timeout=120,
)
r.raise_for_status()
print(len(r.json().get("dataValues", [])), "values")
""",
    "pw_dq",
)

# 5. Iridium handover note (English + Dari)
F.reg(
    "kandahar_iridium_handover_note_portal_dari",
    ("handover/comms_<<compact>>.txt", "Desktop/تحویل_<<n>>.txt"),
    """HANDOVER – COMMS / تحویل مخابرات
Date: <<dmy>>   From: <<fn>> <<ln>>

1. Iridium 9555 (x3) – in the safe in the admin room. Batteries charged Thursdays.
   SIM PINs are on the stickers under the battery.
2. Airtime account (Iridium reseller web) – user: <<user>>
   رمز عبور حساب: <<cred>>
3. Codan HF: callsign HAMDELI BASE, channel list pinned on the wall.
4. VSAT outage -> call NOC +9370<<hexid>> (24/7).
""",
    "human",
)


# 6. OpenVPN profile with an inline key (PKCS#8)
def _ovpn_extra(rng: random.Random, s: dict) -> None:
    s["ta"] = "\n".join(hexs(rng, 32) for _ in range(16))


F.reg(
    "kandahar_openvpn_profile_inline_private_key",
    ("vpn/clinic-<<nn>>.ovpn", "Users/<<first>>/OpenVPN/config/<<org>>-<<n>>.ovpn"),
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
key-direction 1
<ca>
-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUQ2xpbmljLWNhLTIwMjQwCgYIKoZIzj0EAwIwEjEQMA4G
A1UEAwwHY2xpbmljQ0EwHhcNMjQwMTAxMDAwMDAwWhcNMzQwMTAxMDAwMDAwWjAS
-----END CERTIFICATE-----
</ca>
<key>
<<cred>>
</key>
<tls-auth>
-----BEGIN OpenVPN Static key V1-----
<<ta>>
-----END OpenVPN Static key V1-----
</tls-auth>
""",
    lambda rng, s: rsa_pem(rng, 2048, pkcs8=True),
    syntax="",
    extra=_ovpn_extra,
)

# 7. SpreadsheetML pharmacy stock sheet with the LMIS login (Dari headers)
F.reg(
    "kandahar_pharmacy_stock_spreadsheetml_lmis_login",
    ("Drive/Pharmacy/stock_<<compact>>.xml", "shared/داروخانه_<<n>>.xml"),
    """<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="ذخیره">
  <Table>
   <Row><Cell><Data ss:Type="String">دارو</Data></Cell><Cell><Data ss:Type="String">تعداد</Data></Cell><Cell><Data ss:Type="String">تاریخ انقضا</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">ORS</Data></Cell><Cell><Data ss:Type="Number"><<n>>0</Data></Cell><Cell><Data ss:Type="String"><<year>>-11</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Amoxicillin 250mg</Data></Cell><Cell><Data ss:Type="Number">1200</Data></Cell><Cell><Data ss:Type="String"><<year>>-08</Data></Cell></Row>
  </Table>
 </Worksheet>
 <Worksheet ss:Name="LMIS">
  <Table>
   <Row><Cell><Data ss:Type="String">یوزر</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">رمز</Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

# 8. Windows Wi-Fi profile exported with key=clear
F.reg(
    "kandahar_netsh_wlan_export_keymaterial",
    (
        "it/wifi/Wi-Fi-<<org>>-Clinic-<<nn>>.xml",
        "Desktop/wlan_backup_<<compact>>/Wi-Fi-CLN<<nn>>.xml",
    ),
    """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name><<org>>-Clinic-<<nn>></name>
	<SSIDConfig>
		<SSID>
			<name><<org>>-Clinic-<<nn>></name>
		</SSID>
	</SSIDConfig>
	<connectionType>ESS</connectionType>
	<connectionMode>auto</connectionMode>
	<MSM>
		<security>
			<authEncryption>
				<authentication>WPA2PSK</authentication>
				<encryption>AES</encryption>
				<useOneX>false</useOneX>
			</authEncryption>
			<sharedKey>
				<keyType>passPhrase</keyType>
				<protected>false</protected>
				<keyMaterial><<cred>></keyMaterial>
			</sharedKey>
		</security>
	</MSM>
</WLANProfile>
""",
    "human_x",
)
