"""Family m: a community pharmacy on the Plateau, Montreal (Quebec, Canada)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import re

from fortyseventh_spec import Fam, hexs

F = Fam(
    "pharmacie_montreal_plateau",
    ("pharmacie-mont-royal", "pharmacie-duluth", "pharmaplateau", "pharmacie-saint-denis"),
    "ca",
    (
        "genevieve",
        "mathieu",
        "isabelle",
        "francois",
        "emilie",
        "olivier",
        "marie-eve",
        "maxime",
        "josee",
        "alexandre",
    ),
    (
        "tremblay",
        "gagnon",
        "roy",
        "cote",
        "bouchard",
        "gauthier",
        "morin",
        "lavoie",
        "fortin",
        "gagne",
    ),
    (
        "poutine",
        "erable",
        "tuque",
        "plateau",
        "montroyal",
        "canadiens",
        "sirop",
        "cabane",
        "hiver",
        "tempete",
        "bagel",
        "chalet",
        "pouding",
        "bleuet",
    ),
    "1",
    first_loc=(
        "Geneviève",
        "Mathieu",
        "Isabelle",
        "François",
        "Émilie",
        "Olivier",
        "Marie-Ève",
        "Maxime",
        "Josée",
        "Alexandre",
    ),
    city="Montréal",
)

F.reg(
    "pharmacie_teams_chat_copie_mot_de_passe",
    ("Documents/Teams/conversation_labo_<<date>>.txt", "Bureau/copie teams <<n>>.txt"),
    """<<fname>> <<lname>>  <<t1>>
Allo! Le portail du grossiste me demande encore de me reconnecter, t'as le mot de passe?

<<fname2>> <<lname2>>  <<t2>>
compte: <<login>>
mot de passe: <<cred>>

<<fname>> <<lname>>  <<t3>>
Merci!! 🙏 la commande part avant 16h
""",
    "human",
    syntax="",
)

F.reg(
    "pharmacie_logiciel_officine_ini_sqlserver",
    ("C:/Officine/<<host>>/officine.ini", "Pharmacie/Logiciel/poste_<<n>>.ini"),
    """[Pharmacie]
Nom=<<org_title>>
NoPharmacie=<<id>>

[BaseDeDonnees]
Serveur=<<host>>\\OFFICINE
Base=Dossiers
Utilisateur=off_poste
MotDePasse=<<cred>>

[Impression]
Etiquettes=Zebra ZD421
""",
    "pw",
)

F.reg(
    "pharmacie_odbc_dsn_reg_file",
    ("Sauvegarde/<<host>>/odbc_officine.reg", "Bureau/DSN_<<org>>_<<n>>.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\Officine]
"Driver"="C:\\\\Windows\\\\system32\\\\sqlsrv32.dll"
"Server"="<<host>>\\\\OFFICINE"
"Database"="Dossiers"
"LastUser"="rapports"
"PWD"="<<cred>>"

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\ODBC Data Sources]
"Officine"="SQL Server"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "pharmacie_grossiste_email_nip_portail",
    ("Courriel/Boite de reception/<<id>>.eml", "Documents/Courriels/acces grossiste <<date>>.eml"),
    """From: Service à la clientèle <clientele@distribution-pharma.ca>
To: <<email>>
Subject: Accès au portail de commandes
Date: Tue, <<day>> Apr <<year>> <<hh>>:<<mm>>:00 -0400
Content-Type: text/plain; charset=utf-8

Bonjour <<fname>>,

Votre accès au portail de commandes est maintenant actif.

No de compte : <<id>>
Nom d'utilisateur : <<login>>
Mot de passe temporaire : <<cred>>

Bonne journée,
Service à la clientèle
""",
    "pw",
    syntax="",
)

F.reg(
    "pharmacie_square_python_front_store",
    ("caisse/<<org>>/square_ventes.py", "home/<<first>>/caisse/rapport_ventes_<<n>>.py"),
    '''"""Rapport quotidien des ventes du front store (cosmétiques, vente libre)."""

from square.client import Client

client = Client(access_token="<<cred>>", environment="production")
res = client.orders.search_orders(body={"location_ids": ["L<<id>>"], "limit": 100})
total = sum(o["total_money"]["amount"] for o in res.body.get("orders", []))
print(f"Ventes du jour: {total / 100:.2f} $")
''',
    "p:square",
)

F.reg(
    "pharmacie_twilio_apps_script_rx_pret",
    ("apps-script/<<org>>/Code.gs", "Drive/Pharmacie/SMS ordonnance prete <<year>>.gs"),
    """// SMS « Votre ordonnance est prête » depuis la feuille des ramassages
const TWILIO_SID = 'AC<<sid>>';
const TWILIO_TOKEN = '<<cred>>';
const FROM = '+1514<<id>>';

function envoyerSms(numero, nom) {
  const url = 'https://api.twilio.com/2010-04-01/Accounts/' + TWILIO_SID + '/Messages.json';
  UrlFetchApp.fetch(url, {
    method: 'post',
    headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_TOKEN) },
    payload: { To: numero, From: FROM, Body: 'Bonjour ' + nom + ', votre ordonnance est prête.' },
  });
}
""",
    "p:twilio",
    syntax="",
    extra=lambda rng, s: s.update(sid=hexs(rng, 32)),
)

F.reg(
    "pharmacie_comptoir_post_it_ocr",
    ("Numerisation/post-it_<<id>>.txt", "Documents/Scans/comptoir_<<date>>.txt"),
    """POSTE COMPTOIR 2
session : comptoir
MDP = <<cred>>
(NE PAS DONNER AUX ÉTUDIANTS)
""",
    "human",
    syntax="",
)


def _ps_enc(s: dict) -> str:
    script = (
        f"$p = ConvertTo-SecureString '{s['cred']}' -AsPlainText -Force; "
        f"$c = New-Object PSCredential('{s['host']}\\sauvegarde', $p); "
        f"New-PSDrive -Name S -PSProvider FileSystem -Root '\\\\{s['host']}\\sauvegardes' -Credential $c; "
        "Copy-Item D:\\Officine\\Backup\\*.bak S:\\"
    )
    return base64.b64encode(script.encode("utf-16-le")).decode()


def _dec_ps(text: str) -> str:
    m = re.search(r"-EncodedCommand ([A-Za-z0-9+/=]+)", text)
    assert m
    script = base64.b64decode(m.group(1)).decode("utf-16-le")
    m2 = re.search(r"ConvertTo-SecureString '([^']+)'", script)
    assert m2
    return m2.group(1)


F.reg(
    "pharmacie_powershell_encodedcommand_backup",
    ("Taches/<<host>>/Sauvegarde nocturne.xml.txt", "Scripts/<<org>>/sauvegarde_<<n>>.cmd"),
    """@echo off
rem Sauvegarde nocturne de la base Officine vers le serveur (tâche planifiée 23h30)
powershell.exe -NoProfile -ExecutionPolicy Bypass -EncodedCommand <<enc>>
""",
    "pw_sq",
    syntax="",
    decode=_dec_ps,
    encode=_ps_enc,
)
