# ruff: noqa: E501
"""Family c: Basque pelota clubs and frontons (Basque Country, both sides of the border)."""

from __future__ import annotations

from thirtyninth_spec import Fam, after, alnum, dec_url, enc_url, pw_with, reg

F = Fam(
    name="pelota_fronton_euskara",
    tlds=("eus", "es", "fr"),
    orgs=("fronton-oihana", "pilota-berriz", "jai-alai-gernika", "pelota-hazparne"),
    first=("aitor", "ane", "iker", "maialen", "unai", "nerea", "xabier", "leire"),
    last=("etxeberria", "goikoetxea", "urrutia", "agirre", "zubizarreta", "olaizola", "arrieta"),
    words=(
        "pilota",
        "frontoia",
        "txapela",
        "zesta",
        "pala",
        "eskupilota",
        "aurrera",
        "txapelketa",
        "herri",
        "botea",
    ),
    pets=("txiki", "beltza", "zuri", "lagun", "pottoka", "txuri"),
    seasons=("Negua", "Uda", "Udaberria", "Udazkena", "Invierno", "Verano"),
    places=("Gernika", "Markina", "Donostia", "Hazparne", "Berriz", "Eibar", "Azpeitia"),
)

reg(
    F,
    "pelota_court_booking_symfony_env_local",
    ("erreserbak/<<org>>/.env.local", "fronton-app/<<org>>/.env.prod.local"),
    """###> erreserbak - frontoiaren txandak ###
APP_ENV=prod
APP_DEBUG=0
DATABASE_URL="mysql://fronton:<<cred>>@<<host>>:3306/erreserbak?serverVersion=8.0&charset=utf8mb4"
MAILER_DSN=smtp://<<ip>>:25
###< erreserbak ###
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "pelota_euskara_email_pasahitza_federazioa",
    ("posta/<<user>>/<<date>>_federazioa.eml", "idazkaritza/<<org>>/mezuak/<<n3>>.eml"),
    """From: <<first_t>> <<last_t>> <<<email>>>
To: <<email2>>
Date: <<date_eu>> <<time>>
Subject: Federazioaren lizentzien ataria - sarbidea
Content-Type: text/plain; charset=utf-8

Kaixo <<first2_t>>,

Hemen dituzu federazioaren atarian jokalarien lizentziak berritzeko datuak
(<<year>>ko txapelketa, eskuz eta palaz):

Erabiltzailea: <<org>>
Pasahitza: <<cred>>

Mesedez, ez partekatu taldeko WhatsAppean.
Ondo izan,
<<first_t>>
<<org_t>> pilota elkartea - <<place>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "pelota_match_reminders_ts_twilio_client",
    ("src/<<org>>/notifications/sms.ts", "partidak/<<org>>/src/twilio.ts"),
    """// Partiden gogorarazpenak SMS bidez (jai-alai txapelketa)
import twilio from "twilio";

const accountSid = "AC<<acsid>>";
const authToken = "<<cred>>";
const client = twilio(accountSid, authToken);

export async function remind(phone: string, partida: string): Promise<void> {
  await client.messages.create({
    from: "+34<<n3>><<n3>><<n3>>",
    to: phone,
    body: `Gogoratu: ${partida} - <<place>> frontoia, 19:30`,
  });
}
""",
    "p:twilio_token",
    syntax="",
    extra=lambda rng, v: v.__setitem__(
        "acsid", "".join(rng.choice("0123456789abcdef") for _ in range(32))
    ),
)


def _ytkey(rng):
    return "-".join(alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))


reg(
    F,
    "pelota_livestream_nginx_rtmp_youtube_push",
    ("etc/nginx/rtmp.d/<<org>>.conf", "streaming/<<org>>/nginx-rtmp.conf"),
    """# Zuzeneko emanaldia - <<place>> frontoia (kamera 1 + markagailua)
rtmp {
    server {
        listen 1935;
        chunk_size 4096;

        application frontoia {
            live on;
            record off;
            allow publish <<ip>>;
            deny publish all;
            push rtmp://a.rtmp.youtube.com/live2/<<cred>>;
        }
    }
}
""",
    _ytkey,
    syntax="",
)

reg(
    F,
    "pelota_spanish_whatsapp_contrasena_wifi_fronton",
    ("chat/WhatsApp - Pelotaris <<place>>.txt", "moviles/<<user>>/chat_fronton_<<n>>.txt"),
    """[<<date_sl>> <<time>>] <<first_t>>: alguien sabe la contraseña del wifi del frontón? el marcador no se conecta
[<<date_sl>> <<time>>] <<first2_t>> <<last2_t>>: red FRONTOIA_<<n>>
[<<date_sl>> <<time>>] <<first2_t>> <<last2_t>>: contraseña: <<cred>>
[<<date_sl>> <<time>>] <<first_t>>: eskerrik asko!! ya funciona
""",
    "human",
    syntax="",
)

reg(
    F,
    "pelota_scoreboard_marcador_java_properties",
    (
        "marcador/<<org>>/src/main/resources/marcador.properties",
        "markagailua/<<org>>/conf/app.properties",
    ),
    """# Marcador electrónico - frontón <<place>>
marcador.nombre=Frontón <<place>>
marcador.modalidad=mano-parejas
marcador.panel.host=<<ip>>
marcador.panel.puerto=5000
marcador.admin.usuario=<<user>>
marcador.admin.password=<<cred>>
marcador.federacion.sync=true
""",
    "pw",
    syntax="",
)


def _pct(rng, v):
    v["enc"] = enc_url(v["cred"])


reg(
    F,
    "pelota_ranking_compose_database_url_percent_encoded",
    ("ranking/<<org>>/docker-compose.yml", "sailkapena/<<org>>/compose.yaml"),
    """services:
  sailkapena:
    image: ghcr.io/<<org>>/sailkapena:<<year>>.<<n>>
    environment:
      DATABASE_URL: "postgresql://ranking:<<enc>>@<<host>>:5432/sailkapena"
      TXAPELKETA: "eskuz-binaka-<<year>>"
    ports:
      - "8000:8000"
""",
    lambda rng: pw_with(rng, "@#/?:%"),
    extra=_pct,
    decode=lambda t: dec_url(after(t, r"postgresql://ranking:([^@]+)@")),
)

reg(
    F,
    "pelota_treasurer_batch_net_use_compta",
    ("tresorerie/<<org>>/connexion_nas.bat", "scripts/<<org>>/lecteur_compta_<<n>>.bat"),
    """@echo off
rem Trésorerie - club de pelote basque (<<place>>)
rem connecte le lecteur Z: de la compta au démarrage
net use Z: /delete /y >nul 2>&1
net use Z: \\\\<<ip>>\\compta /user:<<org>>\\tresorier <<cred>> /persistent:no
if errorlevel 1 echo Impossible de connecter le NAS & pause
start "" "Z:\\cotisations_<<year>>.xlsx"
""",
    "pw_bare",
    syntax="",
)
