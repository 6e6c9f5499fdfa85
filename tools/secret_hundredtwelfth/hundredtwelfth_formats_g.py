# ruff: noqa: E501
"""Family g: a hospital research unit in Dhaka (Bengali, Bengali script)."""

from __future__ import annotations

import html

from hundredtwelfth_spec import Fam, dec_html_cell, force, messenger_json

BD = Fam(
    name="dhaka_hospital_research_unit",
    key="gobeshona",
    orgs=("gobeshona", "madhupur"),
    tld="org.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("তানভীর", "tanvir"),
        ("নুসরাত", "nusrat"),
        ("আরিফ", "arif"),
        ("সাদিয়া", "sadia"),
        ("মাহমুদ", "mahmud"),
        ("শারমিন", "sharmin"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("রহমান", "rahman"),
        ("আহমেদ", "ahmed"),
        ("ইসলাম", "islam"),
        ("চৌধুরী", "chowdhury"),
        ("খান", "khan"),
        ("সরকার", "sarkar"),
        ("বিশ্বাস", "biswas"),
    ),
    words=(
        "padma",
        "ilish",
        "shapla",
        "dhaka",
        "bangla",
        "ekushey",
        "boishakh",
        "rickshaw",
        "mishti",
        "sundarban",
        "jamuna",
        "meghna",
        "sylhet",
        "shonar",
        "amar",
        "desh",
        "moyna",
        "kabir",
        "bokul",
        "nodi",
    ),
    pets=("tommy", "mini", "bhulu", "kalu", "pushi", "lali"),
    cc="880",
    places=("Dhaka", "Mirpur", "Sylhet", "Chattogram", "Matlab", "Mymensingh"),
)

BD.reg(
    "redcap_database_php",
    ("var/www/html/redcap/database.php", "backup/redcap-<<n>>/database.php"),
    """<?php

global $log_all_errors;
$log_all_errors = FALSE;

//********************************************************************************************************************
// MYSQL DATABASE CONNECTION:
// Replace the values inside the single quotes below with the values for your MySQL configuration.

$hostname   = 'localhost';
$db         = 'redcap';
$username   = 'redcap_user';
$password   = '<<cred>>';

$db_ssl_key     = '';
$db_ssl_cert    = '';
$db_ssl_ca      = '';

//********************************************************************************************************************
// SALT VARIABLE:
$salt = '<<salt>>';
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: s.update(salt="".join(rng.choice("0123456789abcdef") for _ in range(12))),
)

BD.reg(
    "bengali_whatsapp_passwordti_redcap",
    ("WhatsApp Chat with Research Unit <<n>>.txt", "chats/whatsapp_<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<yy>>, <<a1>> <<ampm>> - <<first>> <<last>>: আপা, REDCap এ লগইন হচ্ছে না, নতুন ডাটা এন্ট্রি বাকি
<<d>>/<<m>>/<<yy>>, <<a2>> <<ampm>> - <<first2>> <<last2>>: ইউজার <<user>>, পাসওয়ার্ডটা রিসেট করেছি: <<cred>>
<<d>>/<<m>>/<<yy>>, <<a3>> <<ampm>> - <<first>> <<last>>: ধন্যবাদ আপা 🙏 হয়ে গেছে
<<d>>/<<m>>/<<yy>>, <<a4>> <<ampm>> - <<first2>> <<last2>>: এটা কাউকে দিও না, প্রোটোকল অনুযায়ী শেয়ার নিষেধ
""",
    cred="human",
    syntax="",
)

BD.reg(
    "redcap_api_token_stata_do",
    ("stata/01_import_redcap_<<n>>.do", "analysis/<<user>>/import_redcap.do"),
    """* Import cohort data from REDCap API -- <<first>> <<last>>, <<date>>
clear all
set more off

local token "<<cred>>"
local url "https://redcap.<<dom>>/api/"

shell curl -s -X POST "`url'" -d token=`token' -d content=record -d format=csv -d type=flat -o "raw/cohort_<<date>>.csv"
import delimited using "raw/cohort_<<date>>.csv", clear varnames(1)
save "dta/cohort_<<date>>.dta", replace
""",
    cred="HEX:32",
    syntax="",
)


def _ent(rng, s):
    s["enc"] = html.escape(str(s["cred"]), quote=True)


BD.reg(
    "html_entity_accounts_table",
    ("intranet/it/study_accounts_<<n>>.html", "exports/<<user>>/accounts_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="bn">
<head><meta charset="utf-8"><title>স্টাডি অ্যাকাউন্ট</title></head>
<body>
<h2>ক্লিনিক্যাল স্টাডি সার্ভার অ্যাকাউন্ট (<<date>>)</h2>
<table border="1">
<tr><th>সিস্টেম</th><th>ইউজার</th><th>পাসওয়ার্ড</th></tr>
<tr><td>REDCap DB (MySQL)</td><td class="u">redcap_admin</td><td class="pw"><<enc>></td></tr>
<tr><td>Lab analyzer PC</td><td class="u">labuser</td><td class="na">IT থেকে নিন</td></tr>
</table>
</body>
</html>
""",
    cred=force("&<>\"'"),
    syntax="",
    extra=_ent,
    decode=dec_html_cell("pw"),
)

BD.reg(
    "bkash_tokenized_app_secret_node",
    ("payments/bkash/config.js", "apps/trial-reimburse-<<n>>/src/bkashConfig.js"),
    """// bKash Tokenized Checkout (live) -- participant travel reimbursement
module.exports = {
  baseURL: "https://tokenized.pay.bka.sh/v1.2.0-beta",
  username: "01<<n2>><<n2>><<n2>>",
  password: "<<bpw>>",
  app_key: "<<akey>>",
  app_secret: "<<cred>>",
  callbackURL: "https://research.<<dom>>/bkash/callback",
};
""",
    cred="p:bkash",
    syntax="",
    extra=lambda rng, s: s.update(
        akey="".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25)),
        bpw="".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10)),
    ),
)

BD.reg(
    "openclinica_datainfo_properties",
    (
        "usr/local/tomcat/openclinica.config/datainfo.properties",
        "oc-<<n>>/config/datainfo.properties",
    ),
    """# OpenClinica datainfo.properties
dbType=postgres
dbUser=clinica
dbPass=<<cred>>
db=openclinica
dbPort=5432
dbHost=localhost
filePath=/usr/local/tomcat/openclinica.data/
sysURL=https://oc.<<dom>>/OpenClinica/MainMenu
adminEmail=<<email>>
mailHost=smtp.<<dom>>
mailPort=25
""",
    cred="pw",
    syntax="",
)

BD.reg(
    "orthanc_json_registered_users",
    ("etc/orthanc/orthanc.json", "pacs-<<n>>/orthanc.json"),
    """{
  "Name" : "ResearchPACS-<<n>>",
  "StorageDirectory" : "/var/lib/orthanc/db",
  "HttpPort" : 8042,
  "DicomAet" : "RESPACS",
  "DicomPort" : 4242,
  "RemoteAccessAllowed" : true,
  "AuthenticationEnabled" : true,
  "RegisteredUsers" : {
    "radiology" : "<<cred>>"
  },
  "DicomModalities" : {
    "ct" : [ "CT_SCANNER", "<<ip>>", 104 ]
  }
}
""",
    cred="pw_json",
)


def _msgr(s):
    return messenger_json(
        s,
        f"{s['first2']} {s['last2']}",
        [
            (f"{s['first']} {s['last']}", "ভাই, ল্যাবের নতুন ডেস্কটপের পাসওয়ার্ডটা দিবেন?"),
            (f"{s['first2']} {s['last2']}", str(s["cred"])),
            (f"{s['first']} {s['last']}", "পেয়েছি, ধন্যবাদ"),
        ],
    )


BD.reg(
    "messenger_json_bengali_mojibake",
    (
        "messages/inbox/<<fa2>><<la2>>_<<n2>>/message_1.json",
        "facebook-<<user>>/messages/inbox/lab_<<n>>/message_1.json",
    ),
    _msgr,
    cred="human",
)
