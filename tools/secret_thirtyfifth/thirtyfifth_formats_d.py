# ruff: noqa: E501
"""Ski schools and snowsport instructors: bookings, rental shops, slope webcams, rotas."""

from __future__ import annotations

from thirtyfifth_spec import human_with, reg, rsa_pem

F = "snowsport_skischool_bookings"
SNOW_WORDS = ("piste", "tiefschnee", "gondel", "slalom", "skilift", "pulver", "firn", "carving")

reg(
    F,
    "snowsport_booking_site_env_production_stripe",
    ("apps/<<org>>-booking/.env.production", "web/kurse/.env.production"),
    """APP_ENV=production
APP_URL=https://buchen.<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=skikurse
STRIPE_PUBLISHABLE_KEY=pk_live_51<<hex12>><<hex12>>
STRIPE_SECRET_KEY=<<cred>>
MAIL_FROM=kurse@<<dom>>
""",
    "p:stripe_sk",
    syntax="",
)

reg(
    F,
    "snowsport_austrian_whatsapp_passwort_kassa_reply",
    ("chats/<<org>>/WhatsApp-Chat Skischule Büro <<n>>.txt", "export/whatsapp/kassa_<<n3>>.txt"),
    """<<ddmm>>, <<time>> - <<name>>: Servus, wie war nochmal das Passwort für die Kassa im Verleih?
<<ddmm>>, <<time2>> - <<name2>>: <<cred>>
<<ddmm>>, <<time2>> - <<name>>: Danke dir, passt
""",
    human_with((*SNOW_WORDS, "skihaserl", "hütte")),
    syntax="",
)

reg(
    F,
    "snowsport_lift_pass_api_csharp_networkcredential",
    ("src/<<org>>.LiftPass/Client/LiftApi.cs", "LiftPassSync/Services/TicketService_<<n>>.cs"),
    """using System.Net;
using System.Net.Http;

namespace SkiSchool.LiftPass
{
    public static class LiftApi
    {
        // group passes for course participants
        private static readonly HttpClientHandler Handler = new HttpClientHandler
        {
            Credentials = new NetworkCredential("<<svc>>", "<<cred>>", "LIFTS")
        };

        public static readonly HttpClient Client = new HttpClient(Handler)
        {
            BaseAddress = new System.Uri("https://tickets.<<dom>>/api/")
        };
    }
}
""",
    "pw_dq",
    syntax="",
)


def _sa_extra(rng, s):
    key = rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n"
    return {
        "key": key,
        "needle": key,
        "kid": "".join(rng.choice("0123456789abcdef") for _ in range(40)),
    }


reg(
    F,
    "snowsport_instructor_rota_sheets_service_account_json",
    ("rota/<<org>>/service-account.json", "credentials/lehrer-einteilung-<<n>>.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-rota",
  "private_key_id": "<<kid>>",
  "private_key": "<<key>>",
  "client_email": "rota-sync@<<org>>-rota.iam.gserviceaccount.com",
  "client_id": "1<<n6>><<n6>><<n6>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    "pw",
    extra=_sa_extra,
)

reg(
    F,
    "snowsport_slope_webcam_ffmpeg_bash_history",
    ("home/<<user>>/.bash_history", "webcam-pi/<<org>>/bash_history_<<n>>"),
    """sudo apt install ffmpeg
ffprobe rtsp://<<ip>>:554/Streaming/Channels/101
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101" -frames:v 1 -q:v 2 /var/www/html/piste.jpg
crontab -e
ls -la /var/www/html/
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "snowsport_french_sms_mot_de_passe_moniteurs",
    ("sms/<<org>>/moniteurs_<<n>>.txt", "telephone/export/esf_<<n3>>.txt"),
    """De : <<name2>> (+33 6 <<n3>> <<n4>>)
<<ddmm>> <<time>>
Salut les moniteurs, nouveau mot de passe pour le planning des cours collectifs : <<cred>>
Identifiant toujours "moniteur". Bonne saison ⛷
""",
    human_with((*SNOW_WORDS, "flocon", "chamois", "ourson")),
    syntax="",
)

reg(
    F,
    "snowsport_rental_shop_pos_sumup_kotlin",
    (
        "android/<<org>>-verleih/app/src/main/java/at/skischule/pos/Config.kt",
        "pos-app/src/main/kotlin/Payment_<<n>>.kt",
    ),
    """package at.skischule.pos

object Config {
    const val SHOP_ID = "verleih-<<n3>>"
    const val SUMUP_AFFILIATE = "<<uuid>>"
    const val SUMUP_API_KEY = "<<cred>>"
    const val DEPOSIT_EUR = 50
}
""",
    "p:sumup",
    syntax="",
)

reg(
    F,
    "snowsport_snow_report_mailer_brevo_yaml",
    ("newsletter/<<org>>/schneebericht.yaml", "ops/mailer/config_<<n>>.yml"),
    """# Schneebericht / snow report newsletter
sender:
  name: "Skischule <<Org>>"
  email: "info@<<dom>>"
brevo:
  api_key: "<<cred>>"
  list_id: <<n3>>
schedule: "0 7 * * *"
sections: [pisten, lifte, kurse]
""",
    "p:brevo",
)
