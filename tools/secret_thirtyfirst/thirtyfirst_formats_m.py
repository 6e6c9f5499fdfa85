"""Family m: orchid societies (show benches, greenhouses, seed banks)."""
# ruff: noqa: E501

from thirtyfirst_spec import hexs, reg

F = "orchid_society_show_bench"

reg(
    F,
    "orchid_greenhouse_node_red_flows_cred_json",
    ["node-red/flows_cred.json", "<<org>>/.node-red/flows_greenhouse<<n>>_cred.json"],
    """{
    "<<hex8>>.<<id>>": {
        "user": "greenhouse",
        "password": "<<cred>>"
    }
}
""",
    "h:json",
)

reg(
    F,
    "orchid_arabic_whatsapp_kalimat_alsir",
    ["WhatsApp Chat with جمعية الأوركيد.txt", "exports/wa_orchid_<<dd>><<mm>>.txt"],
    """<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname2>>: مساء الخير، ما هي كلمة السر لحساب الجمعية على موقع المعرض؟
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname>>: اسم المستخدم <<user>>
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname>>: كلمة السر <<cred>>
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname2>>: شكراً 🌸
""",
    "h:any",
)

reg(
    F,
    "orchid_show_judging_web_config_connection",
    ["ShowJudging/Web.config", "<<org>>/judging/Web.config"],
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Judging" connectionString="Data Source=<<host>>;Initial Catalog=ShowBench;User ID=judge_app;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="ShowYear" value="<<year>>" />
  </appSettings>
</configuration>
""",
    "pw:xml",
)

reg(
    F,
    "orchid_seed_bank_pymongo_srv_uri",
    ["seedbank/db.py", "<<org>>_seedbank/store.py"],
    """from pymongo import MongoClient

client = MongoClient("mongodb+srv://seedbank:<<cred>>@cluster0.<<id>>.mongodb.net/?retryWrites=true&w=majority")
flasks = client["seedbank"]["flasks"]
""",
    "pw:url",
)

reg(
    F,
    "orchid_newsletter_php_getenv_fallback",
    ["newsletter/send.php", "<<org>>/wp-content/mu-plugins/newsletter-<<n>>.php"],
    """<?php
$apiKey = getenv('SENDGRID_API_KEY') ?: '<<cred>>';
$sg = new \\SendGrid($apiKey);
$email = new \\SendGrid\\Mail\\Mail();
$email->setFrom('bulletin@<<dom>>', 'Orchid Circle');
""",
    "p:sendgrid",
)

reg(
    F,
    "orchid_grow_lights_tasmota_backlog",
    ["notes/tasmota_console_<<n>>.txt", "<<org>>/greenhouse/tasmota-setup.txt"],
    """Tasmota console, grow light plug 3:
Backlog SSID1 <<orgt>>GH; Password1 <<wifi>>; MqttHost <<ip>>; MqttUser lights; MqttPassword <<cred>>; Topic growlight3
Then: PulseTime1 0, Timer1 {"Enable":1,"Time":"06:00","Action":1}
""",
    "h:bare",
    extra=lambda r: {"wifi": hexs(r, 12)},
)

reg(
    F,
    "orchid_member_handbook_markdown_indented_value",
    ["handbook/greenhouse-access.md", "wiki/<<org>>/Greenhouse.md"],
    """## Greenhouse controller

Log in from the potting bench tablet (user `grower`).

Password:

    <<cred>>

If the misting stops, check the float valve before anything else.
""",
    "h:any",
)

reg(
    F,
    "orchid_society_site_git_config_token_remote",
    ["site/.git/config", "<<org>>-site-<<n>>/.git/config"],
    """[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
[remote "origin"]
	url = https://oauth2:<<cred>>@gitlab.com/<<org>>/website.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
""",
    "p:gitlab",
)
