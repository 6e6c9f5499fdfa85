# ruff: noqa: E501
"""Family i: a spring-water bottling plant in the Bekaa, Lebanon (Arabic, French)."""

from __future__ import annotations

import html
import json
import re

from eightysixth_spec import Fam, enc_html, extra_pw_with

F = Fam(
    name="nabaa_bekaa_spring_water_bottling",
    orgs=("nabaazahle",),
    tld="com.lb",
    first=(
        ("رامي", "rami"),
        ("ريتا", "rita"),
        ("جورج", "georges"),
        ("لينا", "lina"),
        ("خليل", "khalil"),
        ("مايا", "maya"),
    ),
    last=(
        ("حداد", "haddad"),
        ("خوري", "khoury"),
        ("نصر الله", "nasrallah"),
        ("عون", "aoun"),
        ("صليبا", "saliba"),
    ),
    words=(
        "nabaa",
        "sannine",
        "zahle",
        "bekaa",
        "arz",
        "jbeil",
        "litani",
        "mayy",
        "baalbek",
        "tannourine",
        "laqlouq",
        "sahtein",
        "yalla",
        "ainzhalta",
    ),
    pets=("lucky", "zizi", "bobby", "loulou", "mimi"),
    cc="+961",
)

F.reg(
    "nabaa_arabic_whatsapp_kalimat_al_sirr_ministry_portal",
    ("WhatsApp/محادثة واتساب مع <<fa>>.txt", "chats/wa-<<org>>-<<n>>.txt"),
    """<<d>>/<<m>>/<<yy>>، <<time>> - <<fn2>> <<ln2>>: صباح الخير، بدي إدخل على منصة وزارة الصحة لتجديد ترخيص المعمل
<<d>>/<<m>>/<<yy>>، <<time>> - <<fn>> <<ln>>: اسم المستخدم <<login>>
<<d>>/<<m>>/<<yy>>، <<time>> - <<fn>> <<ln>>: كلمة السر <<cred>>
<<d>>/<<m>>/<<yy>>، <<time>> - <<fn2>> <<ln2>>: تمام، مشكور
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "d": int(str(s["dd"])),
        "m": int(str(s["mm"])),
        "yy": f"{s['yyyy'] % 100:02d}",
    },
)


def _html_dec(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "nabaa_ro_plant_scada_accounts_html_entity_escaped",
    ("intranet/comptes_scada_<<n>>.html", "docs/<<org>>/acces-station-osmose-<<yyyy>>.html"),
    """<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Accès SCADA - station d'osmose inverse</title></head>
<body>
<h1>Comptes opérateurs (ne pas imprimer)</h1>
<table border="1">
<tr><th>Poste</th><th>Utilisateur</th><th>Mot de passe</th></tr>
<tr><td>HMI osmose</td><td><<login>></td><td class="pw"><<penc>></td></tr>
<tr><td>Laboratoire</td><td>labo</td><td>voir <<fn2>></td></tr>
</table>
</body></html>
""",
    extra_pw_with("&<>\"'"),
    syntax="",
    extra=lambda rng, s: {"penc": enc_html(str(s["cred"]))},
    decode=_html_dec,
)

F.reg(
    "nabaa_delivery_fleet_traccar_xml_database_password",
    ("traccar/conf/traccar.xml", "opt/traccar-<<n>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- camions de livraison gallons 20L -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=Asia/Beirut</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "nabaa_french_email_mot_de_passe_laboratoire_analyses",
    ("mail/<<login>>/INBOX/<<nn>>.eml", "archive/labo/<<yyyy>>-<<mm>>-<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Résultats microbiologiques - accès plateforme du laboratoire
Date: <<dmy>> <<time>> +0300
Content-Type: text/plain; charset=utf-8

Bonjour,

Les analyses des lots de la semaine (source Sannine, bouteilles 0,5L et gallons) sont en ligne.
Plateforme : https://resultats.labo-<<n>>.com.lb
Identifiant : <<org>>
Mot de passe : <<cred>>

Bien à vous,
<<fa>> <<la>>
""",
    "human",
    syntax="",
)

F.reg(
    "nabaa_home_delivery_app_sendgrid_dotenv",
    ("delivery-api/.env", "apps/<<org>>-gallons-<<n>>/.env"),
    """NODE_ENV=production
APP_URL=https://order.<<dom>>
SENDGRID_API_KEY=<<cred>>
SENDGRID_FROM=orders@<<dom>>
SMS_SENDER=NABAA
""",
    "p:sendgrid",
    syntax="",
)

F.reg(
    "nabaa_route_sales_android_shared_prefs_jwt",
    (
        "data/data/lb.<<org>>.routesales/shared_prefs/session.xml",
        "backup/tablet-<<n>>/shared_prefs/session.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="driver_name"><<fn>> <<ln>></string>
    <string name="route">زحلة - البقاع <<n>></string>
    <string name="access_token"><<cred>></string>
    <long name="login_at" value="<<epoch>>000" />
</map>
""",
    "p:jwt",
)

F.reg(
    "nabaa_dahua_nvr_snapshot_shell_wget",
    ("scripts/nvr_snapshots.sh", "home/<<login>>/bin/snap_<<n>>.sh"),
    """#!/bin/sh
# لقطة كل ساعة من كاميرات خط التعبئة
D=$(date +%Y%m%d_%H)
for ch in 1 2 3 4; do
  wget -q --user=admin --password=<<cred>> "http://<<ip>>/cgi-bin/snapshot.cgi?channel=$ch" -O /srv/snap/ch${ch}_$D.jpg
done
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "nabaa_whish_money_merchant_appsettings_json",
    ("Nabaa.Orders/appsettings.Production.json", "src/<<org>>-<<n>>/appsettings.json"),
    lambda s: json.dumps(
        {
            "ConnectionStrings": {
                "Orders": f"Server={s['ip']};Database=orders;Integrated Security=true"
            },
            "WhishMoney": {
                "BaseUrl": "https://api.whish.money/itel-service/api",
                "Channel": f"1{s['nn']}",
                "Secret": s["cred"],
                "WebsiteUrl": "order." + s["dom"],
            },
            "Logging": {"LogLevel": {"Default": "Warning"}},
        },
        indent=2,
    ),
    "hex:32",
)
