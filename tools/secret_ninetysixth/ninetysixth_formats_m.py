# ruff: noqa: E501
"""Family m: a donor-funded project office in Port Vila, Vanuatu (a climate-resilience
project of the fictional Ardenvale aid agency): Bislama, French and English."""

from __future__ import annotations

import base64
import email
import re

from ninetysixth_spec import Fam

F = Fam(
    name="donor_project_office_vanuatu",
    orgs=("ardenvale-aid", "resilience-vu", "ardenvaleproject", "pacific-adapt"),
    tlds=("vu", "org.vu", "gov.vu"),
    first=(
        ("Jimmy", "jimmy"),
        ("Leimara", "leimara"),
        ("Kalo", "kalo"),
        ("Marie-Claire", "marieclaire"),
        ("Willie", "willie"),
        ("Nettie", "nettie"),
        ("Tari", "tari"),
        ("Sero", "sero"),
    ),
    last=(
        ("Tari", "tari"),
        ("Kalsakau", "kalsakau"),
        ("Molisa", "molisa"),
        ("Naupa", "naupa"),
        ("Tabi", "tabi"),
        ("Vira", "vira"),
        ("Kaltongga", "kaltongga"),
    ),
    words=(
        "efate",
        "tanna",
        "yasur",
        "santo",
        "malekula",
        "lap-lap",
        "nakamal",
        "kava",
        "erakor",
        "mele",
        "namele",
        "pentecost",
        "nanggol",
        "pango",
        "vila",
        "banyan",
        "tamtam",
        "ambae",
        "nasara",
        "tuk",
    ),
    pets=("blacky", "brownie", "pusi", "dogi", "sweetie", "bobo"),
    cc="678",
    city=("Port Vila", "portvila"),
)

F.reg(
    "donorproj_bislama_whatsapp_reply_only_pasword",
    ("WhatsApp Chat with Projek Ofis <<n>>.txt", "Phone/WhatsApp/Exports/projek_<<ymd>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:05 - <<name2>>: Halo, mi no save log in long Xero. Plis yu sendem pasword blong ofis akaon?
<<d>>/<<mo>>/<<y>>, <<hh>>:09 - <<name>>: Wet smol
<<d>>/<<mo>>/<<y>>, <<hh>>:11 - <<name>>: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:12 - <<name2>>: Tangkyu tumas!
""",
    "human",
)

F.reg(
    "donorproj_xero_custom_connection_python",
    ("finance/xero_pull_<<n>>.py", "home/<<user>>/finance/xero_invoices.py"),
    '''"""Xero custom connection — pull the project's bills for the donor financial report."""

import base64
import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
    resp = requests.post(
        "https://identity.xero.com/connect/token",
        headers={"Authorization": f"Basic {basic}"},
        data={"grant_type": "client_credentials", "scope": "accounting.transactions.read"},
        timeout=30,
    )
    return resp.json()["access_token"]
''',
    "p:xero",
    extra=lambda r, sl: {"cid": "".join(r.choice("0123456789ABCDEF") for _ in range(32))},
)


def _mail(sl: dict[str, object]) -> str:
    att = f"Accès portail bailleur\nURL: https://grants.{sl['dom']}\nIdentifiant: {sl['user']}\nMot de passe: {sl['cred']}\n"
    enc = base64.encodebytes(att.encode("utf-8")).decode("ascii")
    bnd = f"===============_{sl['id6']}{sl['nnn']}=="
    return (
        f"From: {sl['name_a']} <{sl['email']}>\n"
        f"To: {sl['email2']}\n"
        "Subject: Acces portail bailleur / akses long grant portal\n"
        f"Date: {sl['date']} {sl['time']}:00 +1100\n"
        "MIME-Version: 1.0\n"
        f'Content-Type: multipart/mixed; boundary="{bnd}"\n\n'
        f"--{bnd}\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n\n"
        f"Bonjour {sl['fn2']},\n\nCi-joint les accès au portail du bailleur pour le rapport trimestriel.\n"
        "Olsem mifala i toktok long miting, yu save yusum stret.\n\nMerci,\n"
        f"{sl['name']}\n\n"
        f"--{bnd}\n"
        'Content-Type: text/plain; charset="utf-8"; name="acces.txt"\n'
        "Content-Transfer-Encoding: base64\n"
        'Content-Disposition: attachment; filename="acces.txt"\n\n'
        f"{enc}\n"
        f"--{bnd}--\n"
    )


def _dec_mail(text: str) -> str:
    msg = email.message_from_string(text)
    for part in msg.walk():
        if part.get_filename():
            body = part.get_payload(decode=True).decode("utf-8")
            m = re.search(r"Mot de passe: (.*)", body)
            if m:
                return m.group(1).strip()
    raise ValueError("no attachment")


F.reg(
    "donorproj_french_email_base64_attachment_acces",
    ("Mail/Sent/<<ymd>>_<<n>>.eml", "Thunderbird/Envoyés/<<user>>_<<nnn>>.eml"),
    _mail,
    "human_x",
    syntax="",
    decode=_dec_mail,
)

F.reg(
    "donorproj_kacific_vsat_modem_handover_bislama",
    ("Handover/vsat_<<ymd>>.txt", "Shared/Logistics/Tanna_site_<<n>>.txt"),
    """HANDOVER — VSAT (Kacific) long saet ofis, Tanna
Modem: iDirect X7 / Router: MikroTik hAP
Modem web admin (192.168.0.1)
  user: admin
  pasword: <<cred>>
Sapos net i ded: restartem modem fastaem, afta router. Sapos i no wok, kolem helpdesk.
Raetem: <<name_a>>, <<date>>
""",
    "pw_alnum",
)

F.reg(
    "donorproj_sharepoint_pnp_client_secret_ps1",
    ("scripts/Sync-DonorReports_<<n>>.ps1", "Users/<<user>>/Documents/pnp-sync.ps1"),
    """# Copy the signed monthly reports to the donor's SharePoint site
$tenant = "<<org>>.onmicrosoft.com"
$clientId = "<<cid>>"
$clientSecret = "<<cred>>"
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/DonorReports" -ClientId $clientId -ClientSecret $clientSecret -WarningAction Ignore
Get-ChildItem "D:\\Reports\\Signed\\*.pdf" | ForEach-Object {
    Add-PnPFile -Path $_.FullName -Folder "Shared Documents/<<y>>"
}
""",
    "p:azure_secret",
    syntax="",
    extra=lambda r, sl: {"cid": __import__("ninetysixth_spec").uuid4(r)},
)

F.reg(
    "donorproj_solar_victron_vrm_token_ha_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/ha_site<<n>>/secrets.yaml"),
    """# Home Assistant secrets — solar + water tank monitoring, project sites
vrm_installation_id: "<<inst>>"
vrm_token: "<<cred>>"
tank_sensor_mqtt_user: tanks
latitude_site: -17.7<<n>>
longitude_site: 168.3<<n>>
""",
    "hex:64",
    extra=lambda r, sl: {"inst": str(r.randint(100000, 999999))},
)

F.reg(
    "donorproj_grant_tracker_airtable_pat_apps_script",
    ("apps-script/GrantTracker_<<n>>.gs", "Drive/Scripts/airtable_sync_<<ymd>>.gs"),
    """// Sync the activity tracker (Google Sheet) to the donor's Airtable base every night
const AIRTABLE_PAT = '<<cred>>';
const BASE_ID = 'app<<base>>';

function syncActivities() {
  const rows = SpreadsheetApp.getActive().getSheetByName('Activities').getDataRange().getValues();
  const records = rows.slice(1).map(r => ({ fields: { Island: r[0], Activity: r[1], Status: r[2] } }));
  UrlFetchApp.fetch(`https://api.airtable.com/v0/${BASE_ID}/Activities`, {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: `Bearer ${AIRTABLE_PAT}` },
    payload: JSON.stringify({ records: records.slice(0, 10) }),
  });
}
""",
    "p:airtable",
    syntax="",
    extra=lambda r, sl: {
        "base": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(14)
        )
    },
)

F.reg(
    "donorproj_supplier_portals_csv_french_semicolon",
    ("Shared/Procurement/portails_<<y>>.csv", "Desktop/fournisseurs_<<n>>.csv"),
    """Fournisseur;Portail;Identifiant;Mot de passe;Remarque
Vanuatu Hardware;https://b2b.vanhardware.vu;<<user>>;<<cred>>;commandes matériaux
Air Vanuatu Cargo;https://cargo.airvanuatu.com;(compte logistique);voir coffre;
Digicel Business;https://my.digicelgroup.com;<<user2>>;SMS OTP;
""",
    "human_x",
    syntax="",
)
