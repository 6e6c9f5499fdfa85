# ruff: noqa: E501
"""Family f: a community gamelan gong group."""

from thirtythird_spec import provider, reg

F = "gamelan_gong_group"

reg(
    F,
    "gamelan_site_deploy_makefile_lftp",
    ("Makefile", "site/<<org>>/Makefile"),
    "HOST = ftp.<<dom>>\nFTP_USER = gamelan\nFTP_PASS = <<cred>>\n\n.PHONY: build deploy\n\nbuild:\n\thugo --minify\n\ndeploy: build\n\tlftp -u $(FTP_USER),$(FTP_PASS) $(HOST) -e 'mirror -R public/ /htdocs; quit'\n",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "gamelan_indonesian_whatsapp_kata_sandi",
    ("chats/latihan_<<n>>.txt", "whatsapp/<<org>>_<<year>>.txt"),
    """[<<day>>/<<month>>/<<year>> <<hh>>.<<mm>>] <<first>>: Teman-teman, rekaman latihan Kamis sudah saya upload ke Drive grup
[<<day>>/<<month>>/<<year>> <<hh>>.<<mm>>] <<first2>>: Mas, akun Drive-nya apa ya? lupa
[<<day>>/<<month>>/<<year>> <<hh>>.<<mm>>] <<first>>: email gamelan.<<org>>@gmail.com, kata sandinya <<cred>>
[<<day>>/<<month>>/<<year>> <<hh>>.<<mm>>] <<first2>>: matur nuwun 🙏
""",
    "human",
)

reg(
    F,
    "gamelan_recording_archive_s3cmd_cfg",
    ("home/<<user>>/.s3cfg", "archive/<<org>>/s3cfg"),
    """[default]
access_key = AKIA<<hex8>>GMLN
secret_key = <<cred>>
host_base = s3.eu-west-2.amazonaws.com
host_bucket = %(bucket)s.s3.eu-west-2.amazonaws.com
use_https = True
""",
    "p:aws_secret",
)

reg(
    F,
    "gamelan_newsletter_buttondown_js_fetch",
    ("scripts/send-newsletter.mjs", "tools/<<org>>/newsletter.js"),
    """// posts the rehearsal newsletter draft
const res = await fetch("https://api.buttondown.email/v1/emails", {
  method: "POST",
  headers: {
    Authorization: "Token <<cred>>",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({ subject: "Latihan minggu ini", body: draft, status: "draft" }),
});
console.log(res.status);
""",
    "uuid",
    syntax="",
)

reg(
    F,
    "gamelan_notation_app_dart_service_key",
    ("lib/config/backend.dart", "app/<<org>>/lib/keys.dart"),
    """// kepatihan notation sharing backend
const String kBackendUrl = 'https://<<hex8>>.supabase.co';
const String kServiceRoleKey =
    '<<cred>>';
""",
    "p:jwt",
    syntax="",
)

reg(
    F,
    "gamelan_storage_unit_markdown_table",
    ("docs/instruments.md", "wiki/<<org>>/Storage.md"),
    """# Instruments & storage

| what | where | access |
|---|---|---|
| gongs, kempul | storage unit 14, <<last>> Self Store | keypad at gate, then unit lock |
| saron, demung | church hall cupboard | key with <<first>> |
| storage unit online account | <<email>> | <<cred>> |
""",
    "alnum:11",
)

reg(
    F,
    "gamelan_concert_tickets_rails_database_yml",
    ("config/database.yml", "tickets/<<org>>/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

production:
  <<: *default
  host: <<host>>
  database: tickets_production
  username: tickets
  password: "<<cred>>"
""",
    "pw_dq",
)


def _twitch(rng, c):
    return (
        f"live_{rng.randint(10**8, 10**9)}_{provider(rng, 'razorpay')}{rng.randint(100000, 999999)}"
    )


reg(
    F,
    "gamelan_streaming_obs_service_json",
    (
        "obs-studio/basic/profiles/Konser/service.json",
        "AppData/Roaming/obs-studio/basic/profiles/<<org>>/service.json",
    ),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "auto",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
""",
    _twitch,
)
