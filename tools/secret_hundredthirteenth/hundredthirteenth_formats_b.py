# ruff: noqa: E501
"""Family b: a small-scale fishing cooperative (GIE of pirogue owners) in Joal, Senegal:
Wolof and French."""

from __future__ import annotations

import json

from hundredthirteenth_spec import Fam, uuid4

F = Fam(
    name="joal_pirogue_gie_cooperative",
    orgs=("joalmbao", "ndarpeche", "giejoalfadiouth", "mbourpirogue"),
    tld="sn",
    first=(
        ("Mamadou", "mamadou"),
        ("Ousmane", "ousmane"),
        ("Fatou", "fatou"),
        ("Aïssatou", "aissatou"),
        ("Cheikh", "cheikh"),
        ("Ndèye", "ndeye"),
        ("Moussa", "moussa"),
        ("Babacar", "babacar"),
    ),
    last=(
        ("Diop", "diop"),
        ("Ndiaye", "ndiaye"),
        ("Faye", "faye"),
        ("Sarr", "sarr"),
        ("Gueye", "gueye"),
        ("Diouf", "diouf"),
    ),
    words=(
        "gaal",
        "jen",
        "yaboy",
        "thiof",
        "joal",
        "fadiouth",
        "teranga",
        "lebou",
        "mbour",
        "saloum",
        "jamm",
        "nopalu",
        "xaalis",
        "thiebou",
    ),
    pets=("bouki", "lion", "titi", "mbaxal", "rocky"),
    cc="221",
)

F.reg(
    "joal_wolof_whatsapp_baatu_jall_wave_caisse",
    ("WhatsApp/GIE <<org>>/chat_<<nn>>.txt", "exports/WhatsApp Chat - Caisse GIE <<fa>>.txt"),
    """[<<dmy>> <<time>>:04] <<fn>> <<ln>>: Salaam aleykoum, ñaata gaal ñoo dellu tey?
[<<dmy>> <<time>>:31] <<fn2>>: <<n>> gaal yi dellu nañu, jen bi baax na
[<<dmy>> <<time>>:58] <<fn>> <<ln>>: Compte Wave bu caisse bi, baatu-jàll bi mooy <<cred>>
[<<dmy>> <<time>>:59] <<fn>> <<ln>>: Bul ko jox kenn, numero bi <<phone>>
[<<dmy>> <<time>>:12] <<fn2>>: Jërëjëf 👍
""",
    "human",
    syntax="",
)

F.reg(
    "joal_wave_business_api_key_python_payouts",
    ("caisse/wave_payouts.py", "scripts/paiement_pecheurs_<<yy>>.py"),
    """import requests

# Paiement des parts de peche aux pecheurs du GIE <<org>> via Wave Business
WAVE_API_KEY = "<<cred>>"
HEADERS = {"Authorization": f"Bearer {WAVE_API_KEY}", "Content-Type": "application/json"}


def payer(numero: str, montant: int) -> dict:
    body = {"currency": "XOF", "receive_amount": str(montant), "mobile": numero}
    r = requests.post("https://api.wave.com/v1/payout", json=body, headers=HEADERS, timeout=30)
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    print(payer("<<phone>>".replace(" ", ""), <<nn>>0))
""",
    "p:wave",
)

F.reg(
    "joal_orange_money_merchant_dotenv",
    ("apps/vente-poisson/.env", "srv/<<org>>/om-webpay/.env"),
    """# Orange Money Web Payment - GIE <<org>>
OM_MERCHANT_KEY=<<id8>>
OM_CLIENT_ID=<<id8>><<nn>>
OM_CLIENT_SECRET=<<cred>>
OM_RETURN_URL=https://<<dom>>/paiement/retour
OM_NOTIF_URL=https://<<dom>>/api/om/notif
""",
    "p:orange_money",
    syntax="",
)

F.reg(
    "joal_landing_survey_kobotoolbox_yaml_token",
    ("kobo/<<org>>_debarquements.yml", "config/kobo_sync_<<nn>>.yaml"),
    """# Synchronisation des fiches de debarquement (KoboCollect) vers la base du GIE
kobo:
  server: https://kf.kobotoolbox.org
  asset_uid: a<<id8>>Qx7
  api_token: <<cred>>
postgres:
  host: <<ip>>
  db: debarquements
schedule: "*/30 * * * *"
""",
    "hex:40",
)

F.reg(
    "joal_french_sms_backup_xml_code_acces",
    ("SMSBackup/sms-<<date>>.xml", "Download/sms_<<fa>>_<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<id8>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Bonjour <<fa>>, la fiche de capture est sur l'appli. Code d'acces: <<cred>>" read="1" status="-1" contact_name="<<fn2>> GIE" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" body="Jërëjëf, dinaa ko jëfandikoo" read="1" status="-1" contact_name="<<fn2>> GIE" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" body="Ok" read="1" status="-1" contact_name="<<fn2>> GIE" />
</smses>
""",
    "human_x",
)

F.reg(
    "joal_gie_members_spreadsheetml_acces_appli",
    ("bureau/membres_gie_<<year>>.xml", "partage/<<org>>_membres.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Membres">
  <Table>
   <Row><Cell><Data ss:Type="String">Nom</Data></Cell><Cell><Data ss:Type="String">Pirogue</Data></Cell><Cell><Data ss:Type="String">Login appli</Data></Cell><Cell><Data ss:Type="String">Mot de passe</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell><Cell><Data ss:Type="String">DK-<<nn>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)

F.reg(
    "joal_telegram_copied_text_reply_only_value",
    ("notes/telegram_<<fa>>.txt", "Documents/copie_telegram_<<nn>>.txt"),
    """<<fn2>>, [<<dd>>.<<mo>>.<<yy>> <<time>>]
Mburu bi, mot de passe bu Kobo bi?

<<fn>> <<ln>>, [<<dd>>.<<mo>>.<<yy>> <<time>>]
<<cred>>
""",
    "human",
    syntax="",
)


def _ais(s):
    return json.dumps(
        {
            "config": 1,
            "input": {"type": "RTLSDR", "serial": f"0000{s['nn']}"},
            "sharing": True,
            "sharing_key": s["cred"],
            "server": {"active": True, "port": 8100},
            "udp": [{"host": s["ip"], "port": 10110}],
            "comment": f"Station AIS quai de peche Joal - GIE {s['org']}",
        },
        indent=2,
    )


F.reg(
    "joal_ais_station_aiscatcher_json_sharing_key",
    ("aiscatcher/config_<<org>>.json", "home/pi/ais/config<<n>>.json"),
    _ais,
    uuid4,
)
