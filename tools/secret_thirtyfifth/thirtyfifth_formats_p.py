# ruff: noqa: E501
"""Water polo clubs: live scores, federation uploads, memberships, pool bookings."""

from __future__ import annotations

from thirtyfifth_spec import epoch, human_with, jwt, reg, uuid4

F = "waterpolo_poolside_club"
POLO_WORDS = (
    "goalie",
    "eggbeater",
    "shotclock",
    "centreback",
    "driver",
    "lob",
    "penalty",
    "sprint",
)

reg(
    F,
    "waterpolo_live_scores_dotenv_pusher_secret",
    ("livescores/<<org>>/.env", "scoreboard-web/.env.local"),
    """PUSHER_APP_ID=<<n6>><<n>>
PUSHER_APP_KEY=<<hex12>><<hex8>>
PUSHER_APP_SECRET=<<cred>>
PUSHER_APP_CLUSTER=eu
VITE_PUSHER_APP_KEY="${PUSHER_APP_KEY}"
""",
    "hex:20",
    syntax="",
)

reg(
    F,
    "waterpolo_spanish_telegram_contrasena_federacion",
    ("chats/<<org>>/telegram_<<n>>.txt", "export/telegram/club_<<n3>>.txt"),
    """[<<ddmm>> <<time>>] <<name>>: ¿alguien tiene la contraseña de la web de la federación? hay que subir el acta del partido
[<<ddmm>> <<time2>>] <<name2>>: usuario: delegado<<n>>
[<<ddmm>> <<time2>>] <<name2>>: contraseña: <<cred>>
[<<ddmm>> <<time2>>] <<name>>: gracias crack
""",
    human_with((*POLO_WORDS, "piscina", "waterpolo", "boya")),
    syntax="",
)

reg(
    F,
    "waterpolo_federation_results_kotlin_okhttp_basic",
    (
        "results-app/<<org>>/src/main/kotlin/FederationClient.kt",
        "app/src/main/java/club/results/Upload_<<n>>.kt",
    ),
    """package club.results

import okhttp3.Credentials
import okhttp3.OkHttpClient

object FederationClient {
    private val auth = Credentials.basic("<<user>>", "<<cred>>")

    val http: OkHttpClient = OkHttpClient.Builder()
        .addInterceptor { chain ->
            chain.proceed(chain.request().newBuilder().header("Authorization", auth).build())
        }
        .build()
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "waterpolo_membership_resend_typescript",
    ("members/<<org>>/src/lib/mail.ts", "club-site/src/mailer_<<n>>.ts"),
    """import { Resend } from 'resend';

const resend = new Resend('<<cred>>');

export async function sendRenewal(to: string, season: string) {
  return resend.emails.send({
    from: 'Membership <members@<<dom>>>',
    to,
    subject: `Membership renewal ${season}`,
    html: '<p>Your pool access card expires on 31 August.</p>',
  });
}
""",
    "p:resend",
    syntax="",
)

reg(
    F,
    "waterpolo_pool_booking_crontab_wget_password",
    ("etc/cron.d/pool-slots", "club-server/<<org>>/crontab_<<n>>"),
    """# fetch the weekly pool lane allocation from the leisure centre portal
SHELL=/bin/sh
0 6 * * 1 clubbot wget -q --user=<<org>> --password='<<cred>>' -O /srv/club/lanes.csv "https://bookings.<<dom>>/export/lanes?week=next"
""",
    "pw_sq",
    syntax="",
)


def _pm_extra(rng, s):
    tok = jwt(
        rng,
        {
            "sub": str(s["uuid"]),
            "role": "club_admin",
            "club": str(s["org"]),
            "iat": epoch(rng),
            "exp": epoch(rng),
        },
    )
    return {"cred": tok, "pmid": uuid4(rng)}


reg(
    F,
    "waterpolo_referee_api_postman_environment_jwt",
    ("postman/<<org>>/referee-api.postman_environment.json", "api/collections/env_<<n>>.json"),
    """{
  "id": "<<pmid>>",
  "name": "referee-api prod",
  "values": [
    {"key": "baseUrl", "value": "https://api.<<dom>>", "type": "default", "enabled": true},
    {"key": "accessToken", "value": "<<cred>>", "type": "secret", "enabled": true}
  ],
  "_postman_variable_scope": "environment"
}
""",
    "pw",
    extra=_pm_extra,
)


def _sb_extra(rng, s):
    tok = jwt(
        rng,
        {
            "iss": "supabase",
            "ref": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(20)),
            "role": "service_role",
            "iat": epoch(rng),
            "exp": epoch(rng) + 300_000_000,
        },
    )
    return {"cred": tok}


reg(
    F,
    "waterpolo_tournament_app_dart_supabase_service_role",
    ("tournament_app/<<org>>/lib/supabase_config.dart", "app/lib/config_<<n>>.dart"),
    """// tournament app: fixtures, caps, exclusions
class SupabaseConfig {
  static const url = 'https://<<hex8>><<hex12>>.supabase.co';
  static const serviceRoleKey = '<<cred>>';
}
""",
    "pw",
    syntax="",
    extra=_sb_extra,
)

reg(
    F,
    "waterpolo_treasurer_sticky_note_ocr_thai",
    ("scans/<<org>>/postit_<<n>>.txt", "ocr/treasurer/<<date>>_<<n3>>.txt"),
    """บัญชีธนาคารสโมสร (ออนไลน์)
ผู้ใช้: club<<n3>>
รหัสผ่าน
<<cred>>
""",
    human_with((*POLO_WORDS, "bangkok", "sra")),
    syntax="",
)
