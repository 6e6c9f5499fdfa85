# ruff: noqa: E501
"""Family e: a bonded warehouse (magasin et aire de dédouanement) in Casablanca, Morocco
(French / Darija in Arabic script and Arabizi; BADR, PortNet, CMI, Sage 100, Hikvision)."""

from __future__ import annotations

import json

from hundredthirtieth_spec import Fam, after, alnum, dec_html, enc_html, reg, with_chars

F = Fam(
    name="entrepot_casablanca_bonded_warehouse",
    orgs=("darmakhzan", "anfastockage", "atlasentrepots", "sebaalogistique", "nouaceurdepot"),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("فاطمة الزهراء", "fatimazahra"),
        ("محمد", "mohamed"),
        ("خديجة", "khadija"),
        ("كريم", "karim"),
        ("سناء", "sanaa"),
        ("هشام", "hicham"),
        ("نادية", "nadia"),
    ),
    last=(
        ("بناني", "bennani"),
        ("العلوي", "alaoui"),
        ("التازي", "tazi"),
        ("الإدريسي", "idrissi"),
        ("برادة", "berrada"),
        ("الفاسي", "fassi"),
    ),
    words=(
        "casa",
        "anfa",
        "atlas",
        "maghrib",
        "nakhla",
        "zitoun",
        "bahr",
        "raja",
        "wydad",
        "chaabi",
        "sahara",
        "medina",
        "tajine",
        "hammam",
        "argan",
        "lmdina",
    ),
    pets=("minouch", "bobby", "simba", "lucky", "zaza", "mimi", "rocky"),
    places=("Casablanca", "AinSebaa", "Mohammedia", "Berrechid", "Nouaceur", "Anfa"),
    cc="+2126",
)

reg(
    F,
    "entrepot_badr_douane_french_email_mot_de_passe",
    ("Mail/Boite de reception/<<epoch>>.eml", "Outlook/BADR_<<n>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<fa>> <<la>> <<<email>>>
Subject: Accès BADR - déclarations entrepôt (régime 70)
Date: Wed, 18 Mar <<year>> 10:22:51 +0100
Content-Type: text/plain; charset=UTF-8

Bonjour <<fa>>,

Comme convenu, voici l'accès au système BADR de l'ADII pour saisir les déclarations
d'entrée en entrepôt pendant mon congé :

Identifiant : <<user>>
Mot de passe : <<cred>>

Le certificat Barid eSign est sur la clé USB dans le tiroir du bureau 2.
Merci de ne pas le transmettre au transitaire.

Cordialement,
<<fa2>> <<la2>>
Responsable entrepôt – <<orgc>>, Aïn Sebaâ
""",
    "human",
    syntax="",
)

reg(
    F,
    "entrepot_darija_whatsapp_arabizi_portnet",
    ("WhatsApp Chat with <<fa2>> <<la2>>.txt", "Documents/WhatsApp/Chat_<<fa2>>_<<n>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: salam <<fa2>>, l'code dyal PortNet chno howa? bghit nsift l'manifeste
<<dmy>> <<time>> - <<fn2>> <<ln2>>: wakha daba nsiftou lik
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: اسم المستخدم: <<user>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: كلمة السر ديال بورتنيت: <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: merci bzaf 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "entrepot_portnet_guichet_unique_spring_properties",
    ("src/main/resources/application-prod.properties", "config/portnet-<<org>>.properties"),
    """# Intégration guichet unique PortNet (DUM, manifestes, mainlevée)
spring.application.name=entrepot-portnet-sync
portnet.api.base-url=https://api.portnet.ma/gateway
portnet.api.client-id=<<org>>-wms
portnet.api.client-secret=<<cred>>
portnet.api.ice=00<<big>>000<<n>>
spring.datasource.url=jdbc:sqlserver://<<ip>>;databaseName=WMS_<<orgu>>;integratedSecurity=true
""",
    "alnum:32",
    syntax="",
)

reg(
    F,
    "entrepot_hikvision_rtsp_urls_vlc_list",
    ("cameras/liste_cameras_<<date>>.txt", "Securite/flux_rtsp_<<n>>.txt"),
    """# Caméras entrepôt - Aïn Sebaâ (NVR DS-7616NI)
quai_1   rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
quai_2   rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
zone_sous_douane   rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
portail  rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/401
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "entrepot_intranet_accounts_html_entities",
    ("intranet/comptes_<<n>>.html", "www/intranet/acces_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Accès plateformes – <<orgc>></title></head>
<body>
<h1>Accès plateformes (usage interne)</h1>
<table border="1">
<tr><th>Plateforme</th><th>Identifiant</th><th>Mot de passe</th></tr>
<tr><td>Port Tanger Med – PCS</td><td><<user>></td><td class="mdp"><<enc>></td></tr>
<tr><td>BADR</td><td><<fa2>>.<<la2>></td><td>voir <<fa2>></td></tr>
</table>
<p>كلمات السر شخصية، لا تشاركها مع السائقين.</p>
</body></html>
""",
    with_chars("human", '&<>"', F),
    syntax="",
    enc=lambda cred, s: enc_html(cred),
    decode=lambda t: dec_html(after(t, '<td class="mdp">', "<")),
)

reg(
    F,
    "entrepot_sage100_adodb_export_vbs",
    ("scripts/export_stock_sage.vbs", "C/Scripts/stock_<<n>>.vbs"),
    """' Export du stock sous douane depuis Sage 100 Gestion commerciale (SQL)
Dim cn, rs
Set cn = CreateObject("ADODB.Connection")
cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>\\SAGE100;Initial Catalog=<<orgu>>_GC;User ID=sage_lecture;Password=<<cred>>;"
Set rs = cn.Execute("SELECT AR_Ref, AS_QteSto FROM F_ARTSTOCK WHERE DE_No = 3")
Do Until rs.EOF
    WScript.Echo rs("AR_Ref") & ";" & rs("AS_QteSto")
    rs.MoveNext
Loop
cn.Close
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "entrepot_cmi_store_key_php_config",
    ("app/config/cmi.php", "public_html/paiement/cmi_<<n>>.php"),
    """<?php
// Paiement en ligne des frais de magasinage - Centre Monétique Interbancaire (CMI)
return [
    'client_id'  => '6000<<nn>>',
    'store_key'  => '<<cred>>',
    'gateway'    => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'ok_url'     => 'https://<<dom>>/paiement/ok',
    'fail_url'   => 'https://<<dom>>/paiement/echec',
    'currency'   => '504',
    'lang'       => 'fr',
];
""",
    lambda rng, s: alnum(rng, 12) + "_" + alnum(rng, 8),
    syntax="",
)


def _tg(s):
    msgs = [
        (s["fn"] + " " + s["ln"], "السلام عليكم، شنو هو الكود ديال الويفي فالمخزن؟"),
        (s["fn2"] + " " + s["ln2"], "الشبكة: " + s["orgu"] + "-ENTREPOT"),
        (s["fn2"] + " " + s["ln2"], "كلمة السر: " + s["cred"]),
        (s["fn"] + " " + s["ln"], "شكرا بزاف"),
    ]
    base = int(s["epoch"])
    data = {
        "name": s["fn2"] + " " + s["ln2"],
        "type": "personal_chat",
        "id": int(s["big"]),
        "messages": [
            {
                "id": 4000 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{i:02d}",
                "date_unixtime": str(base + i * 40),
                "from": who,
                "from_id": f"user{int(s['big']) + (i % 2)}",
                "text": t,
                "text_entities": [{"type": "plain", "text": t}],
            }
            for i, (who, t) in enumerate(msgs)
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


reg(
    F,
    "entrepot_arabic_telegram_json_kalimat_sir_wifi",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<n>>/result.json",
    ),
    _tg,
    "human",
)
