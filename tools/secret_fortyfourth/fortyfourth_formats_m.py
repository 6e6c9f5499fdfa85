# ruff: noqa: E501
"""Family m: sodai (straw "garden" ornament, himmeli) makers of Dzūkija, Lithuania."""

from __future__ import annotations

from fortyfourth_spec import Fam, mail

F = Fam(
    "sodai_himmeli_ornaments",
    "sodai",
    ("siaudusodai", "dzukusodas", "rasosodai", "merkine", "varenossodai"),
    "lt",
    ("ona", "jonas", "ruta", "petras", "egle", "vytautas", "aldona", "mindaugas"),
    (
        "kazlauskiene",
        "petraitis",
        "jankauskaite",
        "stankevicius",
        "vasiliauskas",
        "zukauskas",
        "butkus",
        "paulauskiene",
    ),
    (
        "sodas",
        "siaudai",
        "rugiai",
        "kucios",
        "dzukija",
        "rasos",
        "joninis",
        "merkine",
        "gandras",
        "obelis",
    ),
    ("ziema", "vasara", "ruduo", "pavasaris"),
    ("rainis", "margis", "sargis", "pukis", "murka"),
    "370",
)

F.reg(
    "lithuanian_messenger_text_slaptazodis",
    ("messenger/<<fname>>_<<date>>.txt", "<<org>>/pokalbiai/messenger.txt"),
    """<<fname>> <<lname>> · <<date>> <<time>>
Labas, koks slaptažodis nuo Etsy parduotuvės? Noriu įkelti naujus sodus

Rūta Jankauskaitė · <<date>> <<time2>>
el. paštas <<org>>@gmail.com
slaptažodis <<cred>>

<<fname>> <<lname>> · <<date>> <<time2>>
Ačiū labai!
""",
    "human",
)

F.reg(
    "paysera_project_sign_password_php",
    ("parduotuve/config/paysera.php", "<<org>>/includes/paysera.php"),
    """<?php
$paysera = [
    'projectid' => <<nnn>><<nnn>>,
    'sign_password' => '<<cred>>',
    'accepturl' => 'https://<<dom>>/aciu',
    'cancelurl' => 'https://<<dom>>/krepselis',
    'test' => 0,
];
""",
    "hex:32",
)

F.reg(
    "lithuanian_email_slaptazodis_vmi",
    ("pastas/<<user>>/Issiusti/<<id8>>.eml", "<<org>>/mail/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"buhalterija@{s['dom']}",
        "Prisijungimas prie apskaitos programos",
        f"""Laba diena,

siunčiu prisijungimo duomenis prie apskaitos programos, kad galėtumėte pateikti i.SAF už gruodį:

Vartotojas: {s["user"]}
Slaptažodis: {s["cred"]}

Sodų pardavimų sąskaitos yra bendrame aplanke.

Pagarbiai,
{s["fname"]} {s["lname"]}
""",
        lang="lt",
    ),
    "human",
)

F.reg(
    "omniva_parcels_yaml",
    ("siuntos/omniva.yml", "<<org>>/config/omniva.yaml"),
    """omniva:
  api_url: https://edixml.post.ee
  username: "<<nnn>><<nnn>>"
  password: '<<cred>>'
  sender:
    name: "<<org_cap>> sodai"
    city: Varėna
""",
    "pw_sq",
)

F.reg(
    "montonio_secret_key_env",
    ("parduotuve/.env", "<<org>>-shop/.env.production"),
    """MONTONIO_ACCESS_KEY=<<uuid>>
MONTONIO_SECRET_KEY=<<cred>>
MONTONIO_ENV=production
""",
    "b64:32",
)

F.reg(
    "lithuanian_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "telefonas/<<fname>>/sms_<<date>>.txt"),
    """<<fname>> <<phone>>
<<date>> <<time>>
Atsiųsk slaptažodį nuo dirbtuvės kompiuterio

Aš
<<date>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "workshop_pc_unattend_xml_autologon",
    ("Windows/Panther/unattend.xml", "<<org>>/deploy/autounattend.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <AutoLogon>
        <Password>
          <Value><<cred>></Value>
          <PlainText>true</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <Username>dirbtuve</Username>
      </AutoLogon>
    </component>
  </settings>
</unattend>
""",
    "pw_xml",
)

F.reg(
    "market_stall_csv_prisijungimai",
    ("muge/prisijungimai.csv", "<<org>>/lenteles/prisijungimai_<<date>>.csv"),
    """paslauga;vartotojas;slaptažodis;pastabos
Kaziuko mugė registracija;<<email>>;<<cred>>;kasmet
SumUp;<<user>>;;telefone
""",
    "human_x",
)
