# ruff: noqa: E501
"""Family p: a kabaddi league and its clubs (fixtures, live scores, tickets)."""

from __future__ import annotations

from thirtyfourth_spec import alnum, b64, human_with, reg

F = "kabaddi_league_clubs_fixtures"

reg(
    F,
    "kabaddi_hindi_whatsapp_password_portal",
    ("chats/whatsapp_<<org>>_<<n3>>.txt", "export/kabaddi_team_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - राहुल: भाई फेडरेशन पोर्टल का पासवर्ड क्या है? खिलाड़ियों का रजिस्ट्रेशन करना है
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - सुनील: यूज़र आईडी club<<n3>>
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - सुनील: पासवर्ड: <<cred>>
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - राहुल: धन्यवाद 🙏
""",
    human_with("kabaddi", "raider", "lobby"),
)

reg(
    F,
    "kabaddi_punjabi_sms_gurmukhi_password",
    ("sms/club_<<n3>>.txt", "phone/<<first>>_sms_<<n>>.txt"),
    """ਤੋਂ: +91 98<<n4>><<n4>>
<<day>>/<<mon>> <<hh>>:<<mm>>  ਵੀਰ ਜੀ, ਲਾਈਵ ਸਕੋਰ ਵਾਲੀ ਐਪ ਦਾ ਪਾਸਵਰਡ ਭੇਜੋ
ਨੂੰ: +91 98<<n4>><<n4>>
<<day>>/<<mon>> <<hh>>:<<mm>>  <<cred>>
""",
    human_with("kabaddi", "sher", "punjab"),
)

reg(
    F,
    "kabaddi_league_api_fastapi_dotenv_jwt_secret",
    ("api/.env", "services/<<org>>-league/.env"),
    """DATABASE_URL=postgresql+asyncpg://league@<<host>>/league
JWT_SECRET=<<cred>>
JWT_EXPIRE_MINUTES=60
CORS_ORIGINS=https://<<dom>>
""",
    lambda r: b64(r, 48),
    syntax="",
)

reg(
    F,
    "kabaddi_match_video_aws_credentials_profile",
    ("home/<<user>>/.aws/credentials", "ops/<<org>>/aws_credentials"),
    """[default]
region = ap-south-1

[match-video]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {"akid": "AKIA" + alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

reg(
    F,
    "kabaddi_tickets_razorpay_node_constructor",
    ("tickets/razorpay.js", "src/<<org>>/payments/razorpay.js"),
    """const Razorpay = require('razorpay');

const rzp = new Razorpay({
  key_id: 'rzp_live_<<rid>>',
  key_secret: '<<cred>>',
});

module.exports = rzp;
""",
    "an24",
    syntax="",
    extra=lambda r, s: {"rid": alnum(r, 14)},
)

reg(
    F,
    "kabaddi_registration_spring_application_properties",
    (
        "registration/src/main/resources/application.properties",
        "services/<<org>>/application-prod.properties",
    ),
    """server.port=8080
spring.datasource.url=jdbc:postgresql://<<host>>:5432/registration
spring.datasource.username=reg_app
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=validate
""",
    "pw",
    syntax="",
)

reg(
    F,
    "kabaddi_stats_ansible_group_vars_plaintext",
    ("ansible/group_vars/stats.yml", "infra/<<org>>/group_vars/all.yml"),
    """---
stats_app_version: "2.<<n>>.1"
stats_db_host: <<ip>>
stats_db_name: kabaddi_stats
stats_db_user: stats
stats_db_password: "<<cred>>"
nginx_server_name: stats.<<dom>>
""",
    "pw_dq",
)

reg(
    F,
    "kabaddi_scoreboard_led_lua_config_table",
    ("scoreboard/config.lua", "firmware/<<org>>_board/settings.lua"),
    """-- LED scoreboard, court <<n>>
return {
  raid_seconds = 30,
  half_minutes = 20,
  wifi = { ssid = "COURT<<n>>", psk = "<<cred>>" },
  feed = { url = "https://live.<<dom>>/court/<<n>>", poll = 2 },
}
""",
    "pw_dq",
    syntax="",
)
