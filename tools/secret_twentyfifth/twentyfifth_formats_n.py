"""Quilting guilds: long-arm machines, show entries, pattern shops."""

# ruff: noqa: E501
from twentyfifth_spec import b64_user_pw, dec_after, enc_b64, reg, value

F = "quilting_guild_longarm_studio"

reg(
    F,
    "quilting_longarm_machine_pattern_sync_ini",
    ("longarm/<<org>>/QuiltPath.ini", "C:/ProgramData/<<org>>/longarm.ini"),
    "[Patterns]\nlibrary=D:\\Patterns\n\n[Cloud]\nserver=patterns.<<dom>>\nlogin=<<email>>\npassword=<<v>>\n",
    "pw_ini",
)
reg(
    F,
    "quilting_show_entries_docker_config_auth",
    ("home/<<user>>/.docker/config.json", "ci/<<org>>/docker-config.json"),
    '{\n  "auths": {\n    "registry.<<dom>>": {\n      "auth": "<<v>>"\n    }\n  }\n}\n',
    "pw_json",
    enc=lambda v: enc_b64("ci-bot:" + v),
    decode=dec_after(r'"auth": "([^"]+)"', b64_user_pw),
)
reg(
    F,
    "quilting_guild_treasurer_swedish_email_losenord",
    ("mail/<<org>>/kassor-<<nn>>.eml", "inbox/<<org>>/<<h8>>.eml"),
    "From: <<first>> <<last>> <<<email>>>\nTo: styrelsen@<<dom>>\nSubject: Bankgiro\n\nHej!\n\nInloggning till föreningens konto: användarnamn <<user>>, lösenord <<v>>\n\nHälsningar\n<<first>>\n",
    "human",
    "",
)
reg(
    F,
    "quilting_pattern_shop_woocommerce_python_positional",
    ("shop/<<org>>/sync_orders.py", "scripts/<<org>>/woo.py"),
    'from woocommerce import API\n\nwcapi = API("https://shop.<<dom>>", "ck_<<ck>>", "<<v>>", version="wc/v3")\n',
    "p:woo_cs",
    extra=lambda r: {"ck": value(r, "hex40")},
)
reg(
    F,
    "quilting_fabric_stash_app_sqlite_pragma_key",
    ("stash/<<org>>/open_db.sql", "app/<<org>>/unlock.sql"),
    "-- SQLCipher: open the stash inventory\nPRAGMA key = '<<v>>';\nSELECT count(*) FROM fabrics;\n",
    "pw_sq",
    "",
)
reg(
    F,
    "quilting_retreat_signup_google_apps_script",
    ("retreat/<<org>>/Code.gs", "apps-script/<<org>>/signup.gs"),
    "const MAILERLITE_KEY = '<<v>>';\n\nfunction onFormSubmit(e) {\n  UrlFetchApp.fetch('https://connect.mailerlite.com/api/subscribers', {\n    method: 'post',\n    headers: { Authorization: 'Bearer ' + MAILERLITE_KEY },\n  });\n}\n",
    "p:jwt",
    "",
)
reg(
    F,
    "quilting_bee_meeting_notes_org_mode",
    ("notes/<<org>>/bee.org", "org/<<org>>/meetings.org"),
    "* Bee meeting <<year>>-<<mon>>-<<day>>\n** Raffle quilt\n** Accounts\n   - Guild Instagram: <<org>>quilters / <<v>>\n   - Treasurer to check PayPal\n",
    "human",
    "",
)
reg(
    F,
    "quilting_embroidery_module_bash_history_sshpass",
    ("home/<<user>>/.bash_history", "history/<<org>>/bash_history"),
    "ls /media/usb\nsshpass -p '<<v>>' scp designs/*.dst embroid@<<ip>>:/designs/\nexit\n",
    "pw_sq",
    "",
)
