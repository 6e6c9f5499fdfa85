"""Family b: castellers (human towers) of Tarragona, Catalonia (Spain): Catalan, Spanish."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum

F = Fam(
    "castellers_tarragona_catalonia",
    orgs=("pilarsdevuit", "enxanetamola", "collavella", "xiquetsdelport"),
    tld="cat",
    first=(
        "Jordi",
        "Montse",
        "Pere",
        "Núria",
        "Oriol",
        "Mireia",
        "Arnau",
        "Laia",
        "Xavier",
        "Roser",
    ),
    last=("Puig", "Ferrer", "Vidal", "Soler", "Casals", "Mas", "Rovira", "Bosch", "Serra", "Pujol"),
    words=(
        "enxaneta",
        "pinya",
        "folre",
        "manilles",
        "aixecador",
        "tronc",
        "castell",
        "diada",
        "gralla",
        "faixa",
        "santateclà",
        "pilar",
    ),
    cc="+34",
    pets=("rufus", "nina", "pipa", "tro", "llamp"),
)

F.reg(
    "castellers_catalan_telegram_contrasenya_web",
    ("telegram/junta_tecnica_<<date>>.txt", "xats/telegram-<<first_a>>.txt"),
    """<<first>> <<last>>, [<<date_eu>> <<time>>]
Bon dia! Per penjar les fotos de la diada de Santa Tecla al web

<<first>> <<last>>, [<<date_eu>> <<time>>]
usuari: <<user>>
contrasenya: <<cred>>

Roser Bosch, [<<date_eu>> <<time>>]
Gràcies!! Ho faig aquesta nit després de l'assaig 💪

<<first>> <<last>>, [<<date_eu>> <<time>>]
i recorda que la pinya del 3 de 8 es fa a les 19h
""",
    "human",
    syntax="",
)


def _p8(s):
    return f"""{s["cred"]}
"""


F.reg(
    "castellers_app_apple_signin_authkey_p8",
    ("ios/keys/AuthKey_<<kid>>.p8", "app-colla/certs/AuthKey_<<kid>>.p8"),
    _p8,
    "ec8",
    syntax="",
    extra=lambda rng, s: {"kid": alnum(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "castellers_colla_wordpress_wp_config_php",
    ("public_html/wp-config.php", "web-<<org>>/wp-config.php"),
    """<?php
/**
 * Configuració de WordPress - web de la colla
 */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_admin' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         '<<k1>>' );
define( 'SECURE_AUTH_KEY',  '<<k2>>' );

$table_prefix = 'cst_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"k1": alnum(rng, 64), "k2": alnum(rng, 64)},
)

F.reg(
    "castellers_spanish_email_contrasena_seguro_accidentes",
    ("correo/<<date>>-poliza-seguro.eml", "mail/seguro_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: tresoreria@<<dom>>
Subject: RE: Acceso portal póliza de accidentes temporada <<year>>
Date: Mon, <<n>> Mar <<year>> 11:20:45 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hola,

os paso el acceso al portal de la aseguradora para dar de alta a los nuevos
castellers (sobre todo los de la canalla, que necesitan autorización):

Usuario: <<user>>
Contraseña: <<cred>>

Cualquier parte de lesión en un assaig hay que comunicarlo en 7 días.

Un saludo,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "castellers_diada_tickets_redsys_properties",
    ("botiga/src/main/resources/application.properties", "config/redsys-<<org>>.properties"),
    """# Botiga online de samarretes i entrades per a la diada
spring.datasource.url=jdbc:postgresql://<<host>>:5432/botiga
spring.datasource.username=botiga
redsys.merchant-code=<<n>>3388121
redsys.terminal=1
redsys.currency=978
redsys.secret-key=<<cred>>
redsys.url=https://sis.redsys.es/sis/realizarPago
redsys.notify-url=https://<<dom>>/botiga/notifica
""",
    "b64:24",
    syntax="",
)

F.reg(
    "castellers_pinya_roster_csv_contrasenya_column",
    ("junta/llistat_pinya_<<year>>.csv", "exports/castellers_app_<<date>>.csv"),
    """nom;cognom;posició;telèfon;usuari_app;contrasenya
Oriol;Casals;baix;<<phone>>;ocasals;<<other>>
<<first>>;<<last>>;segon;<<phone>>;<<user>>;<<cred>>
Laia;Serra;enxaneta;;(menor);
Pere;Rovira;crossa;<<phone>>;provira;<<other2>>
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"other": F.human(rng, safe=True), "other2": F.human(rng, safe=True)},
)

F.reg(
    "castellers_livestream_obs_websocket_json",
    (
        "Users/<<first_a>>/AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
        "home/<<first_a>>/.config/obs-studio/plugin_config/obs-websocket/config.json",
    ),
    """{
  "alerts_enabled": false,
  "auth_required": true,
  "first_load": false,
  "server_enabled": true,
  "server_password": "<<cred>>",
  "server_port": 4455
}
""",
    "pw_alnum",
)

F.reg(
    "castellers_bash_history_mysqldump_inline",
    ("home/<<first_a>>/.bash_history", "servidor/root/.bash_history"),
    """cd /var/www/<<org>>
ls -la backups/
df -h
mysqldump -u <<org>>_admin -p'<<cred>>' <<org>>_wp > backups/wp_<<date>>.sql
gzip backups/wp_<<date>>.sql
scp backups/wp_<<date>>.sql.gz <<user>>@<<pub_ip>>:/srv/copies/
exit
""",
    "pw_sq",
    syntax="",
)
