# ruff: noqa: E501
"""Family m: ngatu (tapa barkcloth) makers' groups of Tongatapu, Tonga."""

from __future__ import annotations

from fortythird_corpus import rsa_pem
from fortythird_spec import Fam, prov

F = Fam(
    "ngatu_tapa_barkcloth",
    ("ngatufale", "kupesihouse", "koloakautaha", "hiapo", "tapahouma"),
    "to",
    ("sione", "mele", "tevita", "losana", "viliami", "salote", "siaosi", "ana"),
    ("taufa", "fifita", "havili", "tonga", "kaufusi", "latu", "vake"),
    ("ngatu", "tapa", "kupesi", "hiapo", "koloa", "tongatapu", "nukualofa", "lu", "ota", "faikava"),
    ("pusi", "kuli", "sefo", "malo", "pepe"),
    "676",
)

F.reg(
    "ngatu_tongan_messenger_txt_lea_fakapulipuli",
    ("messenger/<<first>>_<<date>>.txt", "Documents/fb_chat_<<org>>_<<nn>>.txt"),
    """<<first>> <<last>> · <<time>>
Malo e lelei! Ko e ha e password ki he laptop 'a e kautaha koloa?

<<first2>> · <<hh>>:36
<<cred>>

<<first2>> · <<hh>>:36
'oua 'e 'oange ki ha taha kehe pe

<<first>> <<last>> · <<hh>>:40
Malo 'aupito
""",
    "human",
)

F.reg(
    "ngatu_auckland_market_square_access_token_yaml",
    ("<<org>>/pos/square.yml", "config/<<org>>/square_production.yml"),
    """square:
  environment: production
  location_id: "L<<loc>>"
  access_token: "<<cred>>"
  currency: NZD
""",
    lambda rng: prov(rng, "square"),
    extra=lambda rng, s: s.__setitem__(
        "loc", "".join(rng.choice("ABCDEFGHJKMNPQRSTVWXYZ0123456789") for _ in range(12))
    ),
)

F.reg(
    "ngatu_english_email_digicel_remittance_portal",
    ("mail/<<user>>/Inbox/<<ts>>.eml", "Outlook/<<org>>/<<ts>>.eml"),
    """From: <<first2>> <<last>> <<<email2>>>
To: <<email>>
Subject: remittance portal login (church fundraising)
Date: Fri, <<day>> Aug <<year>> <<time>>:12 +1300
Content-Type: text/plain; charset=UTF-8

Malo e lelei <<first>>,

For the ngatu sale money from Auckland, the portal login:
username <<user>>
password <<cred>>

'Ofa atu,
<<first2>>
""",
    "human",
)

F.reg(
    "ngatu_inventory_access_vba_odbc_connection_bas",
    ("<<org>>/Inventory/modConnect.bas", "office/<<org>>/modDb_<<n>>.bas"),
    """Attribute VB_Name = "modConnect"
Public Function OpenDb() As Object
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Driver={MySQL ODBC 8.0 Unicode Driver};Server=<<ip>>;Database=koloa;Uid=koloa;Pwd=<<cred>>;"
    Set OpenDb = cn
End Function
""",
    "pw",
    syntax="",
)

F.reg(
    "ngatu_website_deploy_ssh_rsa_key_file",
    ("<<user>>/.ssh/deploy_<<org>>", "<<org>>/deploy/id_rsa"),
    "<<cred>>\n",
    lambda rng: rsa_pem(rng, 2048, pkcs8=rng.random() < 0.5),
)

F.reg(
    "ngatu_church_hall_wifi_poster_ocr",
    ("scans/poster_<<nn>>.txt", "ocr/falekautaha_<<date>>.txt"),
    """FAKATOKANGA - Fale Koloa
Kātoanga ngatu Tu'apulelulu

WIFI: <<org>>-hall
PW <<cred>>

Malo 'aupito
""",
    "human",
)

F.reg(
    "ngatu_shipping_container_tracking_php_curl_basic",
    ("<<org>>/tracking/fetch.php", "cron/<<org>>/tracking_<<n>>.php"),
    """<?php
$ch = curl_init('https://api.pacificforum-line.com/v2/containers?ref=<<nn>><<nn>>');
curl_setopt($ch, CURLOPT_USERPWD, '<<org>>_api:<<cred>>');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$out = json_decode(curl_exec($ch), true);
file_put_contents('/var/cache/tracking.json', json_encode($out));
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "ngatu_donors_mailchimp_api_key_r_script",
    ("<<org>>/donors/newsletter.R", "analysis/<<user>>/mailchimp.R"),
    """library(httr)
mc_key <- "<<cred>>"
dc <- sub(".*-", "", mc_key)
res <- GET(paste0("https://", dc, ".api.mailchimp.com/3.0/lists"), authenticate("anystring", mc_key))
content(res)$total_items
""",
    lambda rng: prov(rng, "mailchimp"),
    syntax="",
)
