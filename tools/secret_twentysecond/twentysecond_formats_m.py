"""Bicycle frame builders and brazing shops: jig CNC, bike fitting, parts webshops."""

from twentysecond_spec import reg

F = "bicycle_framebuilder_brazing_shop"

reg(
    F,
    "bicycle_tube_mitre_cnc_linuxcnc_hal_ini_password",
    ("linuxcnc/<<org>>/mitre_<<n>>.ini", "cnc/tubemill<<n>>.ini"),
    """[EMC]
MACHINE = tube-mitre-<<n>>

[DISPLAY]
DISPLAY = axis

[REMOTE]
LINUXCNCRSH_HOST = <<ip>>
LINUXCNCRSH_PASSWORD = <<v>>
""",
    "ini",
)

reg(
    F,
    "bicycle_fit_studio_strava_oauth_yaml_client_secret",
    ("fitstudio/<<org>>/strava_<<n>>.yaml", "config/fit<<n>>.yml"),
    """strava:
  client_id: <<nn>>1
  client_secret: "<<v>>"
  redirect_uri: https://fit.<<dom>>/strava/callback
""",
    "hex40",
)

reg(
    F,
    "bicycle_parts_shop_shopware_env_app_secret",
    ("shop/<<org>>/.env.local", "shopware<<n>>/.env.local"),
    """APP_ENV=prod
APP_SECRET=<<v>>
DATABASE_URL=mysql://shop:${DB_PASS}@<<host>>:3306/shopware
""",
    "hex32",
    "",
)

reg(
    F,
    "bicycle_builder_italian_email_la_password",
    ("mail/<<org>>/telai_<<n>>.txt", "posta/fornitore_<<nn>>.txt"),
    """Ciao <<first>>,
ti ho creato l'accesso al portale tubi: utente <<user>>
la password e' <<v>> (cambiala al primo accesso).
A presto,
<<first2>>
""",
    "human",
)

reg(
    F,
    "bicycle_custom_geometry_app_kotlin_retrofit_header_key",
    ("android/<<org>>/GeometryApi<<n>>.kt", "app/src/main/java/Geo<<nn>>.kt"),
    """interface GeometryApi {
    @Headers("X-Api-Key: <<v>>")
    @GET("frames/{id}")
    suspend fun frame(@Path("id") id: String): Frame
}
""",
    "a32",
    "",
)

reg(
    F,
    "bicycle_workshop_printer_smb_fstab_inline_password",
    ("etc/<<org>>/fstab_<<n>>", "workshop<<n>>/etc/fstab"),
    """UUID=<<uuid>> / ext4 defaults 0 1
//<<ip>>/drawings /mnt/drawings cifs username=frames,password=<<v>>,uid=1000 0 0
""",
    "bare",
    "",
)

reg(
    F,
    "bicycle_brazing_hearth_gas_monitor_python_kwargs_password",
    ("monitor/<<org>>/gas_<<n>>.py", "hearth/alarm_<<nn>>.py"),
    """import smtplib

def alarm(msg: str) -> None:
    with smtplib.SMTP_SSL("mail.<<dom>>", 465) as s:
        s.login(user="hearth-alarm", password="<<v>>")
        s.sendmail("hearth@<<dom>>", ["<<email>>"], msg)
""",
    "dq",
)

reg(
    F,
    "bicycle_frame_registry_php_pdo_constructor_positional",
    ("registry/<<org>>/db_<<n>>.php", "frames<<n>>/inc/db.php"),
    """<?php
$pdo = new PDO('mysql:host=<<host>>;dbname=frames', 'registry', '<<v>>');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
""",
    "sq",
    "",
)
