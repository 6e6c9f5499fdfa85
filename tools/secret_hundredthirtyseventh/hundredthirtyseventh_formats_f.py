# ruff: noqa: E501
"""Family f: a casino on the bay of Jounieh (Lebanon): the casino management system on
PostgreSQL, ticket-in/ticket-out redemption kiosks, an areeba (Mastercard Gateway) hotel
checkout, a vendor VPN, an intranet accounts page, Arabizi WhatsApp, French and Arabic
e-mails."""

from __future__ import annotations

import html

from hundredthirtyseventh_corpus import ALNUM, DIGITS, alnum
from hundredthirtyseventh_spec import Fam, dec_html_after

F = Fam(
    name="jounieh_bay_casino_levant",
    orgs=("cedrecarte", "baiedejounieh", "kaslikroyal"),
    tld="com.lb",
    first=("جورج", "ريتا", "إيلي", "نادين", "طوني", "ميرنا", "شربل", "كارلا"),
    last=("خوري", "حداد", "عون", "نصار", "صليبا", "الحاج"),
    ufirst=("georges", "rita", "elie", "nadine", "tony", "myrna", "charbel", "carla"),
    ulast=("khoury", "haddad", "aoun", "nassar", "saliba", "elhage"),
    words=(
        "jounieh",
        "harissa",
        "byblos",
        "cedre",
        "arz",
        "zaatar",
        "kaak",
        "beirut",
        "batroun",
        "faraya",
        "tabbouleh",
        "yalla",
        "habibi",
        "kaslik",
    ),
    cc="961",
    cities=("Jounieh", "Kaslik", "Maameltein", "Jbeil", "Zouk"),
    pets=("lucky", "rocky", "snoopy", "lulu", "zizi", "max"),
    teams=("Sagesse", "Riyadi", "Nejmeh", "Ansar", "Barca", "Real"),
)

F.reg(
    "jounieh_iphone_whatsapp_arabizi_wifi",
    (
        "WhatsApp Chat - Slots Floor Team/_chat_<<n>>.txt",
        "chats/<<org>>/whatsapp_slots_<<ymd>>.txt",
    ),
    """[<<mdy>>, 10:14:22 PM] <<uname>>: shabeb l pass taba3 l wifi bel salle privée t8ayyar
[<<mdy>>, 10:14:40 PM] <<uname>>: <<cred>>
[<<mdy>>, 10:15:02 PM] <<uname>>: ma ta3touwa lal clients please, bas lal VIP hosts
[<<mdy>>, 10:17:45 PM] <<ufirst2>>: tamem 👍 ya3tik l 3afye
[<<mdy>>, 10:18:03 PM] <<ufirst2>>: w l tablet taba3 l cage kamen?
[<<mdy>>, 10:19:11 PM] <<uname>>: eh nafs l shi
""",
    "human_x",
    syntax="",
)

F.reg(
    "jounieh_hotel_checkout_areeba_mpgs_php_config",
    ("hotel-checkout/config/payment.php", "www/<<org>>-rooms/app/config/areeba_<<n>>.php"),
    """<?php
// areeba payment gateway (Mastercard Gateway) — room + show packages checkout
return [
    'gateway_url' => 'https://epayment.areeba.com/api/rest/version/73',
    'merchant_id' => '<<mid>>',
    'api_username' => 'merchant.<<mid>>',
    'api_password' => '<<cred>>',
    'currency' => 'USD',
    'return_url' => 'https://rooms.<<domain>>/checkout/done',
];
""",
    "p:mpgs_password",
    syntax="",
    extra=lambda rng, s: {"mid": s["orgc"][:6].upper() + alnum(rng, 6, DIGITS)},
)


def _amp_pw(rng, fam):
    base = list(alnum(rng, rng.randint(12, 16), ALNUM))
    for ch in rng.sample(("&", "<", ">", "&", "!", "#"), 2):
        base.insert(rng.randrange(1, len(base)), ch)
    if "&" not in base and "<" not in base and ">" not in base:
        base.insert(3, "&")
    return "".join(base)


def _intranet(s):
    e = html.escape
    return f"""<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><title>Comptes systèmes — IT {e(s["orgc"])}</title></head>
<body>
<h1>Comptes systèmes (salle des machines à sous)</h1>
<p>Mis à jour le {s["dmy"]} par {e(s["uname"])}. Ne pas imprimer.</p>
<table border="1">
<tr><th>Système</th><th>Hôte</th><th>Utilisateur</th><th>Mot de passe</th></tr>
<tr><td>CMS (suivi des joueurs)</td><td>{s["ip"]}</td><td>cms_admin</td><td class="pwd">{e(s["cred"])}</td></tr>
<tr><td>Kiosques TITO</td><td>{s["ip2"]}</td><td>kiosk</td><td class="pwd">voir coffre</td></tr>
</table>
</body>
</html>
"""


F.reg(
    "jounieh_intranet_comptes_page_html_entities",
    ("intranet/it/comptes_<<n>>.html", "sharepoint/<<org>>/IT/Comptes systemes <<ymd>>.html"),
    _intranet,
    _amp_pw,
    syntax="",
    decode=dec_html_after(r'<td class="pwd">'),
)

F.reg(
    "jounieh_french_email_mot_de_passe_nvr",
    ("mail/<<ufirst>>/Acces_NVR_<<ymd>>.eml", "Outlook/<<org>>/Envoyés/acces_nvr_salle_<<n>>.eml"),
    """From: <<uname>> <<<email>>>
To: surveillance@<<domain>>
Cc: it@<<domain>>
Subject: Accès NVR salle des machines à sous
Date: Sat, 8 Mar <<year>> 23:05:17 +0200
Content-Type: text/plain; charset=UTF-8

Bonsoir <<ufirst2>>,

Suite au remplacement de l'enregistreur de la salle des machines à sous,
voici l'accès administrateur :

  Adresse : https://<<ipl>>
  Utilisateur : admin
  Mot de passe : <<cred>>

Merci de créer vos comptes opérateurs et de ne plus utiliser celui-ci.

Cordialement,
<<uname>>
Service informatique — <<orgc>>
""",
    "human",
    syntax="",
)

F.reg(
    "jounieh_arabic_email_kalimat_al_sir_cage",
    ("mail/<<ufirst>>/kalimat_alsir_<<ymd>>.eml", "Outlook/<<org>>/البريد الوارد/cage_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: cage@<<domain>>
Subject: =?UTF-8?B?2YPZhNmF2Kkg2KfZhNiz2LEg2KfZhNis2K/Zitiv2Kk=?=
Date: Sun, 9 Mar <<year>> 11:30:02 +0200
Content-Type: text/plain; charset=UTF-8

مرحبا <<first2>>،

تم تغيير كلمة السر لحساب الصندوق (Cage) على نظام إدارة الكازينو.
اسم المستخدم: cage_<<n>>
كلمة السر: <<cred>>

الرجاء عدم مشاركتها مع أحد.
مع التحية،
<<first>> <<last>>
قسم المعلوماتية
""",
    "human_x",
    syntax="",
)

F.reg(
    "jounieh_cms_pg_service_conf",
    ("home/report/.pg_service.conf", "etc/<<org>>/pg_service.conf"),
    """# casino management system — reporting replicas
[casino_cms]
host=<<ip>>
port=5432
dbname=cms
user=cms_report
password=<<cred>>
sslmode=require

[casino_cms_dev]
host=<<ip2>>
port=5432
dbname=cms_dev
user=cms_report
""",
    "pw",
    syntax="ini",
)

F.reg(
    "jounieh_tito_redemption_kiosk_settings_xml",
    ("Kiosk/Config/KioskSettings.xml", "kiosks/<<org>>-k<<n>>/KioskSettings.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<KioskSettings site="<<orgc>> <<city>>" kioskId="K<<n2>>">
  <TicketValidation host="<<ip>>" port="7010" protocol="G2S" />
  <Database Server="<<ip2>>" Name="TitoRedemption" User="kiosk_svc" Password="<<cred>>" />
  <BillDispenser model="JCM" cassettes="USD100,USD50,USD20" />
  <Receipt language="fr" footer="Jouer comporte des risques" />
</KioskSettings>
""",
    "pw_xml",
)

F.reg(
    "jounieh_vendor_openvpn_auth_user_pass",
    ("etc/openvpn/client/vendor-auth.txt", "vpn/<<org>>/cms_vendor_auth_<<n>>.txt"),
    """cms-<<org>>-site<<n>>
<<cred>>
""",
    "pw",
    syntax="",
)
