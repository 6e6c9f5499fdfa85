"""Family f: the computing contact of a particle-physics group in Tbilisi (Georgian, Mkhedruli)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam

GE = Fam(
    name="tbilisi_hep_grid_contact",
    key="natsilaki",
    orgs=("natsilaki",),
    tld="edu.ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("ანა", "ana"),
        ("ირაკლი", "irakli"),
        ("მარიამ", "mariam"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("ლომიძე", "lomidze"),
        ("ჯავახიშვილი", "javakhishvili"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ცინცაძე", "tsintsadze"),
        ("ხარაბაძე", "kharabadze"),
    ),
    words=(
        "tbilisi",
        "kartuli",
        "khachapuri",
        "saperavi",
        "rkatsiteli",
        "mtatsminda",
        "kazbegi",
        "svaneti",
        "batumi",
        "supra",
        "churchkhela",
        "tamada",
        "mtkvari",
        "gaumarjos",
        "kutaisi",
        "mukhrani",
        "ushba",
        "lari",
    ),
    pets=("jeko", "bobik", "tuzik", "murka", "sharik", "reks"),
    cc="995",
    places=("Tbilisi", "Batumi", "Kutaisi"),
)

GE.reg(
    "grid_userkey_pem_bare",
    ("home/<<user>>/.globus/userkey.pem", "transfer/<<fa>>_<<n>>/userkey.pem"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
)

GE.reg(
    "georgian_signal_export_paroli",
    ("signal-export/<<fa>>_<<la>>/chat_<<n>>.md", "exports/signal_<<date>>.md"),
    """[<<date>> <<t1>>] <<first>> <<last>>: გამარჯობა, კლასტერზე ჩემი ანგარიში დაიბლოკა 😕
[<<date>> <<t2>>] <<first2>> <<last2>>: განვბლოკე. ახალი დროებითი პაროლი: <<cred>>
[<<date>> <<t2>>] <<first2>> <<last2>>: პირველივე შესვლისას შეცვალე, გთხოვ
[<<date>> <<t3>>] <<first>> <<last>>: მადლობა! უკვე შევედი
""",
    cred="human",
    syntax="",
)

GE.reg(
    "rucio_cfg_userpass",
    ("opt/rucio/etc/rucio.cfg", "home/<<user>>/rucio_<<n>>.cfg"),
    """[common]
logdir = /var/log/rucio
loglevel = DEBUG

[client]
rucio_host = https://rucio.<<dom>>:443
auth_host = https://rucio-auth.<<dom>>:443
auth_type = userpass
username = <<user>>
password = <<cred>>
account = <<user>>
ca_cert = /etc/grid-security/certificates/
request_retries = 3
""",
    cred="pw",
    syntax="ini",
)

GE.reg(
    "georgian_email_cluster_paroli",
    ("mail/<<user>>/cluster_account_<<n>>.eml", "Maildir/cur/<<ts>>.M<<n2>>P<<n>>.hep:2,S"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: =?UTF-8?B?4YOQ4YOc4YOS4YOQ4YOg4YOY4YOo4YOYIOGDmeGDmuGDkOGDoeGDouGDlOGDoOGDluGDlA==?=
Date: <<dd>> Jan <<year>> <<t1>>:00 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

გამარჯობა <<first>>,

შენი ანგარიში ჯგუფის კლასტერზე (ui.<<dom>>) მზადაა.
მომხმარებელი: <<user>>
პაროლი: <<cred>>

SLURM-ის რიგი: hep-short. /data-ზე ქვოტა 2 TB.
პაროლი გთხოვ შეცვალე passwd-ით.

<<first2>>
""",
    cred="human",
    syntax="",
)

GE.reg(
    "root_macro_tsqlserver_connect",
    ("analysis/macros/fill_runs_<<n>>.C", "home/<<user>>/root/dbruns.C"),
    """// ROOT macro: read the run conditions DB and fill a TTree
#include <TSQLServer.h>
#include <TSQLResult.h>
#include <TSQLRow.h>

void dbruns()
{
   TSQLServer *db = TSQLServer::Connect("mysql://<<ip>>/runcond", "hepreader", "<<cred>>");
   if (!db) { printf("connect failed\\n"); return; }
   TSQLResult *res = db->Query("SELECT run, hv, temp FROM conditions WHERE run > <<n2>>");
   TSQLRow *row;
   while ((row = res->Next())) {
      printf("%s %s %s\\n", row->GetField(0), row->GetField(1), row->GetField(2));
      delete row;
   }
   delete res;
   delete db;
}
""",
    cred="pw_dq",
    syntax="",
)

GE.reg(
    "condor_idtoken_file",
    ("home/<<user>>/.condor/tokens.d/ap.<<dom>>", "tmp/tokens_<<n>>/condor_token"),
    "<<cred>>\n",
    cred="jwt:condor",
    syntax="",
)

GE.reg(
    "zenodo_upload_python_token",
    ("tools/publish_ntuples_<<n>>.py", "home/<<user>>/zenodo_upload.py"),
    """import requests

ACCESS_TOKEN = "<<cred>>"
params = {"access_token": ACCESS_TOKEN}

r = requests.post("https://zenodo.org/api/deposit/depositions", params=params, json={})
bucket = r.json()["links"]["bucket"]
with open("ntuples_<<year>>.tar.gz", "rb") as fp:
    requests.put(f"{bucket}/ntuples_<<year>>.tar.gz", data=fp, params=params)
print("uploaded", r.json()["id"])
""",
    cred="alnum:60",
)

GE.reg(
    "tbc_checkout_client_secret_properties",
    (
        "school-registration/src/main/resources/application-prod.properties",
        "apps/summer-school-<<n>>/application.properties",
    ),
    """# HEP summer school registration -- TBC Bank e-commerce (tpay)
server.port=8443
spring.datasource.url=jdbc:postgresql://localhost:5432/school
spring.datasource.username=school
tbc.api.url=https://api.tbcbank.ge/v1/tpay
tbc.api.key=<<apikey>>
tbc.client.id=<<n2>><<n2>><<n>>
tbc.client.secret=<<cred>>
tbc.callback.url=https://school.<<dom>>/payments/callback
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(
        apikey="".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(32)
        )
    ),
)
