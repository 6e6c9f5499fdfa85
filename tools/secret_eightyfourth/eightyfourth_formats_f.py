"""Family f: a small literary publisher in Vake, Tbilisi (Georgia; Georgian script)."""

from __future__ import annotations

from eightyfourth_spec import Fam, csv_row, flat_ods, telegram_json, xe
from secret_corpus_kit import hexs

FAM = Fam(
    name="gamomcemloba_vake_smallpress",
    orgs=("tsignebi", "mtvaregamomc", "iveriabooks"),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("დავით", "davit"),
        ("ეკა", "eka"),
        ("ზურაბ", "zurab"),
        ("ანა", "ana"),
        ("ირაკლი", "irakli"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("მაისურაძე", "maisuradze"),
        ("გელაშვილი", "gelashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
        ("წიკლაური", "tsiklauri"),
        ("ხარაიშვილი", "kharaishvili"),
    ),
    words=(
        "tsigni",
        "supra",
        "gvino",
        "mtvare",
        "sakartvelo",
        "kartuli",
        "mta",
        "lari",
        "khachapuri",
        "iveria",
        "tamada",
        "vepkhvi",
        "rustaveli",
        "dedaena",
        "mzeo",
        "saperavi",
    ),
    pets=("murka", "bobi", "lekva", "tsuna", "jeki", "reksi"),
    places=("tbilisi", "batumi", "kutaisi", "rustavi", "telavi", "mtskheta", "vake"),
    cc="+995",
)

FAM.reg(
    "gamomcemloba_bog_ipay_client_secret_php",
    ("shop/config/bog_ipay.php", "<<org>>-shop/app/config/payments<<n>>.php"),
    """<?php
// საქართველოს ბანკი - iPay (ონლაინ გადახდა წიგნების მაღაზიაში)
return [
    'bog' => [
        'client_id'     => '<<id>><<n>>',
        'client_secret' => '<<cred>>',
        'token_url'     => 'https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token',
        'callback_url'  => 'https://<<dom>>/checkout/bog/callback',
        'currency'      => 'GEL',
    ],
];
""",
    "p:bog_secret",
)


def _viber(s):
    rows = [
        ("გამარჯობა, Biblusi-ს პარტნიორის კაბინეტში ვერ შევდივარ", s["fn2"], s["phone2"]),
        ("ახალი წიგნის ყდა უნდა ავტვირთო 📚", s["fn2"], s["phone2"]),
        ("მომხმარებელი: " + s["email"], s["fn"], s["phone"]),
        ("პაროლი: " + s["cred"], s["fn"], s["phone"]),
        ("მადლობა! შევედი", s["fn2"], s["phone2"]),
    ]
    lines = ["Date,Time,Sender Name,Sender Phone,Message"]
    for i, (msg, who, ph) in enumerate(rows):
        lines.append(
            csv_row(
                [
                    s["dmy"],
                    f"{s['hh']}:{(int(s['mi']) + i) % 60:02d}:{i * 7 % 60:02d}",
                    who,
                    ph,
                    msg,
                ]
            )
        )
    return "\n".join(lines) + "\n"


FAM.reg(
    "gamomcemloba_georgian_viber_csv_paroli_biblusi",
    ("Viber/Viber messages <<fa>> <<date>>.csv", "backup/viber/chat_<<id>>.csv"),
    _viber,
    "human",
)

FAM.reg(
    "gamomcemloba_play_books_sftp_lftp_script",
    ("scripts/upload_play_books.sh", "home/<<fa>>/bin/play_books_<<n>>.sh"),
    """#!/bin/sh
# Google Play Books Partner Center - SFTP ატვირთვა (EPUB + ONIX), გამომცემლობა <<orgc>>
# ანგარიში: <<email>>
lftp -u '<<org>>-upload,<<cred>>' sftp://partnerupload.google.com:19321 <<'EOF'
cd /<<id>>
mput /srv/ebooks/ready/*.epub
mput /srv/ebooks/ready/onix_<<date>>.xml
bye
EOF
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "gamomcemloba_mailchimp_api_key_node",
    ("newsletter/send.js", "marketing/<<org>>-news-<<n>>/index.js"),
    """// ყოველთვიური ბიულეტენი - ახალი წიგნები და პრეზენტაციები
const mailchimp = require('@mailchimp/mailchimp_marketing');

mailchimp.setConfig({
  apiKey: '<<cred>>',
  server: '<<dc>>',
});

async function main() {
  const list = await mailchimp.lists.getList('<<hex8>>ab');
  console.log(`გამომწერები: ${list.stats.member_count}`);
}

main();
""",
    lambda r, s: f"{hexs(r, 32)}-{s.setdefault('dc', 'us' + str(r.randint(2, 21)))}",
)

FAM.reg(
    "gamomcemloba_georgian_email_isbn_portal_paroli",
    ("Mail/Inbox/<<id>>.eml", "mail/<<fa>>/isbn_<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<fa2>>@<<dom>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: ISBN პორტალი - ახალი პაროლი
Date: <<rfcdate>> +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn>>, გამარჯობა!

ეროვნული ბიბლიოთეკის ISBN სისტემაში პაროლი შევცვალე, რადგან ძველი ვადაგასული იყო.
ახალი ორი წიგნისთვის ნომრები უნდა მოვითხოვოთ პარასკევამდე.

მომხმარებელი: <<org>>_publisher
პაროლი: <<cred>>

გთხოვ, არავის გაუზიარო.
<<fn2>>
""",
    "human",
)

FAM.reg(
    "gamomcemloba_filezilla_sitemanager_printer_ftp",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
    ),
    lambda s: (
        f"""<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.24.0" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.{s["place"]}print.ge</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>{s["org"]}</User>
            <Pass>{xe(s["cred"])}</Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <Name>სტამბა - PDF ბლოკები</Name>
            <Comments>ბეჭდვისთვის მზა PDF/X-4, ყდა ცალკე</Comments>
            <LocalDir>D:\\InDesign\\export</LocalDir>
            <RemoteDir>1 0 3 in</RemoteDir>
            <SyncBrowsing>0</SyncBrowsing>
        </Server>
    </Servers>
</FileZilla3>
"""
    ),
    "pw_xml",
)

FAM.reg(
    "gamomcemloba_kdp_telegram_json_georgian",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "tg_export_<<fa2>>_<<n>>/result.json"),
    lambda s: telegram_json(
        s["rng"],
        s,
        f"{s['fn2']} {s['ln2']}",
        [
            (s["fn2"], "Amazon KDP-ზე ინგლისური თარგმანი უნდა ავტვირთოთ, ანგარიშზე რა პაროლია?"),
            (f"{s['fn']} {s['ln']}", s["email"]),
            (f"{s['fn']} {s['ln']}", s["cred"]),
            (f"{s['fn']} {s['ln']}", "ორფაქტორიანი კოდი ჩემს ტელეფონზე მოვა, დამირეკე"),
            (s["fn2"], "კარგი 👍"),
        ],
    ),
    "human_x",
)

FAM.reg(
    "gamomcemloba_avtorebi_flat_ods_portal_logins",
    ("ავტორები/royalties_<<yyyy>>.fods", "Documents/avtorebi_<<n>>.fods"),
    lambda s: flat_ods(
        "ავტორები",
        [
            ["ავტორი", "წიგნი", "პორტალი", "მომხმარებელი", "პაროლი"],
            [f"{s['fn']} {s['ln']}", "ქალაქი და მთა", "lit.ge", s["login"], s["cred"]],
            [f"{s['fn2']} {s['ln2']}", "ზღვის ქარი", "lit.ge", s["login2"], "ჯერ არ აქვს"],
        ],
    ),
    "human_x",
    syntax="xml",
)
