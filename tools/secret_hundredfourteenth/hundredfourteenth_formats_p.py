# ruff: noqa: E501
"""Family p: a cemetery administration (إدارة المقبرة / administration du cimetière) in Lebanon,
in Arabic and French."""

from __future__ import annotations

import urllib.parse

from hundredfourteenth_spec import Fam, dec_url_after, gen_pw

FAM = Fam(
    name="maqbara_cemetery_lebanon",
    orgs=(
        "maqbarazeitoun",
        "jabbanatbeirut",
        "cimetieresaintdimitri",
        "maqbaratsalam",
        "jabbanatsaida",
    ),
    tld="org.lb",
    first=(
        ("محمد", "Mohammad"),
        ("فاطمة", "Fatima"),
        ("جورج", "Georges"),
        ("ريتا", "Rita"),
        ("علي", "Ali"),
        ("نادين", "Nadine"),
        ("إيلي", "Elie"),
        ("زينب", "Zeinab"),
    ),
    last=(
        ("حداد", "Haddad"),
        ("خوري", "Khoury"),
        ("نصرالله", "Nasrallah"),
        ("شمعون", "Chamoun"),
        ("فرح", "Farah"),
        ("عيسى", "Issa"),
        ("سلامة", "Salameh"),
    ),
    words=(
        "beirut",
        "lubnan",
        "arz",
        "zeitoun",
        "salam",
        "rahma",
        "sabr",
        "jannah",
        "noor",
        "baalbek",
        "byblos",
        "saida",
        "tripoli",
        "jbeil",
        "yasmine",
        "fairuz",
        "hamra",
    ),
    pets=("lucky", "bobby", "pusha", "mimi", "zizi", "simba", "loulou"),
    cc="+961",
)

R = FAM.reg


def _wa(s: dict) -> str:
    d = f"{s['day']}/{s['mon']}/{s['year']}"
    return (
        f"{d}, {s['time']} - {s['fn2']} {s['ln2']}: مرحبا أستاذ، شو كلمة السر تبع برنامج سجل الدفن؟ في عائلة بدها شهادة اليوم\n"
        f"{d}, {s['time']} - {s['fn']} {s['ln']}: اسم المستخدم registre\n"
        f"{d}, {s['time']} - {s['fn']} {s['ln']}: كلمة السر {s['cred']}\n"
        f"{d}, {s['time']} - {s['fn2']} {s['ln2']}: يسلمو، الله يرحم موتاكم\n"
    )


R(
    "maqbara_whatsapp_arabic_kalimat_sir_registre",
    (
        "WhatsApp Chat with إدارة المقبرة <<n>>.txt",
        "Download/WhatsApp Chat - Bureau cimetière <<n>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)


def _form(s: dict) -> str:
    body = urllib.parse.urlencode({"username": s["login"], "password": s["cred"], "remember": "1"})
    return (
        "POST /registre/login HTTP/1.1\n"
        f"Host: registre.{s['dom']}\n"
        "User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36\n"
        "Content-Type: application/x-www-form-urlencoded\n"
        f"Content-Length: {len(body)}\n"
        f"Cookie: PHPSESSID={s['serial'].lower()}\n\n"
        f"{body}\n"
    )


R(
    "maqbara_burp_login_post_form_urlencoded",
    ("pentest/registre_login_<<n>>.txt", "Documents/audit/requete_<<n>>.http"),
    _form,
    lambda rng, fam: gen_pw(rng, sym="@#$%&+!*=/"),
    syntax="",
    decode=dec_url_after("password=", r"[&\s]"),
)

R(
    "maqbara_plots_access_vba_jet_password",
    ("Registre/modConnexion.bas", "Cimetiere/VBA/modDb_<<n>>.bas"),
    """Attribute VB_Name = "modConnexion"
' Registre des concessions et inhumations (Access)
Option Explicit

Public Function OuvrirRegistre() As Object
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\<<ip>>\\registre\\concessions.accdb;Jet OLEDB:Database Password=<<cred>>;"
    Set OuvrirRegistre = cn
End Function
""",
    "pw_dq",
    syntax="",
)


def _mail(s: dict) -> str:
    return (
        f"From: {s['Fa']} {s['La']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?Q?Acc=C3=A8s_au_registre_des_concessions?=\n"
        f"Date: Tue, {s['day']} Apr {s['year']} {s['time']}:00 +0300\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n\n"
        f"Bonjour {s['Fa2']},\n\n"
        "Voici vos identifiants pour le registre des concessions (application web du cimetière) :\n"
        f"Identifiant : {s['login']}\n"
        f"Mot de passe : {s['cred']}\n\n"
        "Merci de ne pas le communiquer aux familles.\n"
        "Cordialement,\n"
        f"{s['Fa']} {s['La']}\nAdministration du cimetière\n"
    )


R(
    "maqbara_french_email_mot_de_passe_registre",
    ("Mail/Envoyés/<<n2>>.eml", "Thunderbird/cimetiere/Sent/<<n2>>.eml"),
    _mail,
    "human_x",
    syntax="",
)

R(
    "maqbara_areeba_mpgs_concession_fees_env",
    ("paiement-concessions/.env", "srv/concessions-<<n>>/.env"),
    """# Paiement des frais de concession - areeba (Mastercard Gateway)
MPGS_BASE_URL=https://epayment.areeba.com/api/rest/version/78
MPGS_MERCHANT_ID=<<mid>>
MPGS_API_USERNAME=merchant.<<mid>>
MPGS_API_PASSWORD=<<cred>>
MPGS_CURRENCY=USD
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: {
        "mid": "LB" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10))
    },
)

R(
    "maqbara_hikvision_isapi_digest_python",
    ("cameras/snapshot.py", "home/<<fa>>/cctv-<<n>>/portail.py"),
    """# Caméras à l'entrée du cimetière / كاميرات المدخل
import requests
from requests.auth import HTTPDigestAuth

NVR = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

for ch in (101, 201, 301):
    r = requests.get(f"{NVR}/ISAPI/Streaming/channels/{ch}/picture", auth=AUTH, timeout=10)
    open(f"snap_{ch}.jpg", "wb").write(r.content)
""",
    "pw_dq",
)

R(
    "maqbara_burial_register_csv_arabic_columns",
    ("السجل/حسابات_<<year>>.csv", "Desktop/comptes_<<n>>.csv"),
    """النظام,المستخدم,كلمة السر,ملاحظات
سجل الدفن,<<login>>,<<cred>>,الإدارة
البريد,<<email2>>,—,عند <<fn2>>
""",
    "human_x",
    syntax="",
)

R(
    "maqbara_cemetery_map_docker_compose_yaml",
    ("carte-cimetiere/docker-compose.yml", "opt/maqbara-map-<<n>>/docker-compose.yaml"),
    """# Carte des tombes / خريطة القبور (QGIS Server + PostGIS)
services:
  db:
    image: postgis/postgis:16-3.4
    environment:
      POSTGRES_DB: tombes
      POSTGRES_USER: carte
      POSTGRES_PASSWORD: '<<cred>>'
    volumes:
      - pgdata:/var/lib/postgresql/data
  qgis:
    image: camptocamp/qgis-server:3.34
    ports:
      - "8080:80"
volumes:
  pgdata:
""",
    "pw_sq",
)
