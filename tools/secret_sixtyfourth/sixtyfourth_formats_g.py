# ruff: noqa: E501
"""Family g: an optician's shop (optika) in Vilnius (Lithuania), Lithuanian, with a Polish
frame wholesaler."""

from __future__ import annotations

from sixtyfourth_spec import Fam

F = Fam(
    "optika_akiniai_vilnius",
    ("akiniaiskaidra", "optikalinija", "regejimocentras", "optikaneris"),
    "lt",
    ("Rūta", "Tomas", "Ieva", "Mindaugas", "Gintarė", "Darius", "Aistė", "Paulius"),
    ("Kazlauskas", "Petrauskas", "Jankauskas", "Stankevičius", "Vasiliauskas", "Žukauskas"),
    (
        "akiniai",
        "optika",
        "lesiai",
        "vilnius",
        "gintaras",
        "neris",
        "trakai",
        "cepelinai",
        "saule",
        "ruta",
        "ziema",
        "vasara",
    ),
    ("Rudis", "Murka", "Brisius", "Pifas", "Pupa", "Margis"),
    "370",
    ("86#######", "+3706#######"),
    "Vilnius",
    first_a=("ruta", "tomas", "ieva", "mindaugas", "gintare", "darius", "aiste", "paulius"),
    last_a=("kazlauskas", "petrauskas", "jankauskas", "stankevicius", "vasiliauskas", "zukauskas"),
)

F.reg(
    "optika_lesiu_tiekejas_b2b_email_slaptazodis",
    ("Pastas/Gauti/b2b_prieiga_<<n>>.eml", "Outlook/Inbox/lesiu_uzsakymai_<<d>>.eml"),
    """From: Lęšių užsakymai <b2b@lesiai-<<org>>.lt>
To: <<mail>>
Subject: Prieiga prie lęšių užsakymų portalo
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Laba diena,

Jūsų salonui „<<orgt>>“ sukurta paskyra lęšių užsakymų portale.
Prisijungimo vardas: <<uname>>
Slaptažodis: <<cred>>

Pirmą kartą prisijungus rekomenduojame slaptažodį pakeisti.
Užsakymai, pateikti iki 14 val., išsiunčiami tą pačią dieną.

Pagarbiai
Klientų aptarnavimas
""",
    "pw",
    syntax="",
)

F.reg(
    "optika_pacientu_programa_app_config_connectionstring",
    ("C:/Program Files/OptikaPro/OptikaPro.exe.config", "C:/OptikaPro/<<org>>/App_<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="OptikaDb" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=Optika;User ID=optika;Password=<<cred>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Salonas" value="<<orgt>>" />
    <add key="Autorefraktometras" value="\\\\<<lan2>>\\export" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "optika_viber_slaptazodis_kasos_sistemos",
    ("Viber/Optika darbuotojai/<<d>>.txt", "Documents/viber_<<n>>.txt"),
    """[<<dmy>> <<t>>] <<first2>>: Rūta, kasos sistema išmetė, kokį slaptažodį įvesti?
[<<dmy>> <<t>>] <<first>> <<last>>: vartotojas optika, slaptažodis <<cred>>
[<<dmy>> <<t2>>] <<first>> <<last>>: ir nepamiršk, 15 val. ateina ponia dėl progresyvinių lęšių
[<<dmy>> <<t2>>] <<first2>>: Ačiū, viskas veikia
""",
    "human",
)

F.reg(
    "optika_autorefraktometras_net_use_cmd",
    ("C:/Optika/prijungti_diska.cmd", "C:/Users/<<fa>>/Desktop/diskas_<<n>>.cmd"),
    """@echo off
rem Autorefraktometro eksporto aplankas -> Z:
net use Z: /delete /y >nul 2>&1
net use Z: \\\\<<lan>>\\ARK_EXPORT /user:ark <<cred>> /persistent:yes
start "" "C:\\Program Files\\OptikaPro\\OptikaPro.exe"
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "optika_buhalterei_perdavimas_isaf_txt",
    ("Documents/Buhalterei_<<y>>.txt", "Desktop/perdavimas_buhalterei_<<n>>.txt"),
    """PERDAVIMAS BUHALTEREI (<<dmy>>)

1. Kasos Z ataskaitos - aplanke "Kasa/<<y>>".
2. Sąskaitos iš tiekėjų - segtuve prie kompiuterio.
3. VMI i.SAF / EDS prisijungimas:
   naudotojas <<uname>>
   slaptažodis <<cred>>
4. Ligonių kasų kompensuojami akiniai vaikams - atskiras sąrašas.
""",
    "human",
    syntax="",
)

F.reg(
    "optika_eshop_montonio_secret_key_env",
    ("eshop/.env", "www/<<org>>/.env.production"),
    """APP_NAME="Optika <<orgt>>"
APP_URL=https://www.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=eshop
DB_USERNAME=eshop
MONTONIO_ACCESS_KEY=<<uuid>>
MONTONIO_SECRET_KEY=<<cred>>
MONTONIO_RETURN_URL=https://www.<<dom>>/uzsakymas/grizti
""",
    "b64u:32",
    syntax="",
)

F.reg(
    "optika_uzsakymas_paruostas_sms_gateway_yaml",
    ("sms-priminimai/config.yml", "Documents/priminimai/config_<<n>>.yml"),
    """# SMS klientams: „Jūsų akiniai paruošti, laukiame salone“
gateway:
  url: https://sms.<<dom>>/api/send
  sender: "<<orgt>>"
  api_key: "<<cred>>"
sablonai:
  paruosta: "Jūsų akiniai paruošti. Laukiame salone I-V 10-18 val."
  patikra: "Primename apie regėjimo patikrą {data} {laikas}."
db: "C:/OptikaPro/data/klientai.db"
""",
    "alnum:32",
)

F.reg(
    "optika_oprawki_hurtownia_email_haslo_polish",
    ("Pastas/Gauti/oprawki_<<n>>.eml", "Outlook/Inbox/hurtownia_<<d>>.eml"),
    """From: Hurtownia Opraw <sklep@oprawy-<<org>>.pl>
To: <<mail>>
Subject: Konto w sklepie B2B - dane logowania
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Dzień dobry,

dziękujemy za rejestrację salonu w naszym sklepie hurtowym.
Login: <<mail>>
Hasło: <<cred>>

Ceny netto w EUR, wysyłka do Litwy 2-3 dni robocze.

Pozdrawiamy
Dział obsługi klienta
""",
    "human",
    syntax="",
)
