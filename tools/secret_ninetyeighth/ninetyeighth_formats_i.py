"""Family i: a student newspaper at a university in Córdoba, Argentina (Rioplatense Spanish)."""
# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import re

from ninetyeighth_spec import Fam, alnum

F = Fam(
    name="gacetilla_student_paper_cordoba",
    key="gacetilla",
    orgs=("gacetillaura", "lavozuni", "elreformista", "tintafresca", "cronicaestudiantil"),
    tld="edu.ar",
    first=(
        ("Martina", "martina"),
        ("Santiago", "santiago"),
        ("Valentina", "valentina"),
        ("Matías", "matias"),
        ("Lucía", "lucia"),
        ("Facundo", "facundo"),
        ("Camila", "camila"),
        ("Tomás", "tomas"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Rodríguez", "rodriguez"),
        ("Fernández", "fernandez"),
        ("López", "lopez"),
        ("Martínez", "martinez"),
        ("Pérez", "perez"),
        ("Sosa", "sosa"),
    ),
    words=(
        "fernet",
        "mate",
        "cuarteto",
        "reforma",
        "gacetilla",
        "tinta",
        "boludo",
        "alfajor",
        "asado",
        "belgrano",
        "talleres",
        "sierras",
        "rotativa",
        "facultad",
        "birra",
    ),
    pets=("firulais", "negrito", "pancho", "lola", "tango", "chispa"),
    cc="+54",
    places=("Córdoba", "Nueva Córdoba", "Barrio Güemes", "Ciudad Universitaria"),
)

F.reg(
    "whatsapp_rioplatense_contra_instagram",
    (
        "WhatsApp/Chat de WhatsApp con Redacción <<n>>.txt",
        "Descargas/Chat de WhatsApp con <<fn2>> <<year>>.txt",
    ),
    """<<day>>/<<mon>>/<<yy>>, <<time>> - <<fn2>> <<ln2>>: che, alguien tiene la contra del IG de la gacetilla? tengo que subir la nota del centro de estudiantes
<<day>>/<<mon>>/<<yy>>, <<time>> - <<fn>> <<ln>>: usuario @<<org>>.prensa
<<day>>/<<mon>>/<<yy>>, <<time>> - <<fn>> <<ln>>: contraseña <<cred>>
<<day>>/<<mon>>/<<yy>>, <<time>> - <<fn>> <<ln>>: y no cambien la foto de perfil porfa
<<day>>/<<mon>>/<<yy>>, <<time>> - <<fn2>> <<ln2>>: jajaja dale, gracias
""",
    cred="human",
    syntax="",
)

F.reg(
    "ghost_cms_config_production_json",
    ("var/www/ghost/config.production.json", "ghost-<<org>>-<<n>>/config.production.json"),
    """{
  "url": "https://<<dom>>",
  "server": {"port": 2368, "host": "127.0.0.1"},
  "database": {
    "client": "mysql",
    "connection": {
      "host": "localhost",
      "user": "ghost-<<n>>",
      "password": "<<cred>>",
      "database": "ghost_prod"
    }
  },
  "mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "host": "smtp.mailgun.org",
      "port": 465,
      "secure": true,
      "auth": {"user": "postmaster@mg.<<dom>>", "pass": "<<mg>>"}
    }
  },
  "logging": {"transports": ["file", "stdout"]},
  "process": "systemd",
  "paths": {"contentPath": "/var/www/ghost/content"}
}
""",
    cred="pw_json",
    extra=lambda rng, s: {
        "mg": alnum(rng, 32, "abcdef0123456789") + "-" + alnum(rng, 8, "abcdef0123456789")
    },
)

F.reg(
    "mercadopago_suscripciones_python",
    ("suscripciones/mp_<<n>>.py", "home/<<fa>>/<<org>>/pagos/suscripcion.py"),
    '''"""Suscripción mensual al diario impreso (Mercado Pago preapproval)."""

import mercadopago

sdk = mercadopago.SDK("<<cred>>")

plan = {
    "reason": "Suscripción <<org>> impresa",
    "auto_recurring": {"frequency": 1, "frequency_type": "months", "transaction_amount": 2500, "currency_id": "ARS"},
    "back_url": "https://<<dom>>/gracias",
}
print(sdk.preapproval_plan().create(plan)["response"]["init_point"])
''',
    cred="p:mercadopago",
)


def _wpapp(rng: random.Random, s: dict) -> str:
    return " ".join(alnum(rng, 4) for _ in range(6))


F.reg(
    "wordpress_app_password_curl_history",
    ("home/<<fa>>/.bash_history", "backup/redaccion-<<n>>/.zsh_history"),
    """cd ~/gacetilla/importador
python3 convertir_docx.py notas/<<date>>/*.docx
curl -s https://<<dom>>/wp-json/wp/v2/posts?per_page=1 | jq '.[0].title'
curl -u "editor:<<cred>>" -X POST https://<<dom>>/wp-json/wp/v2/posts -H 'Content-Type: application/json' -d @nota.json
ls -la notas/
""",
    cred=_wpapp,
    syntax="",
)


def _fz(s: dict) -> str:
    enc = base64.b64encode(s["cred"].encode()).decode()
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.{s["dom"]}</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>{s["org"]}_web</User>
			<Pass encoding="base64">{enc}</Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<EncodingType>Auto</EncodingType>
			<BypassProxy>0</BypassProxy>
			<Name>Hosting diario (subir PDF)</Name>
			<SyncBrowsing>0</SyncBrowsing>
			<DirectoryComparison>0</DirectoryComparison>
		</Server>
	</Servers>
</FileZilla3>
"""


def _dec_fz(text: str) -> str:
    return base64.b64decode(
        re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text).group(1)
    ).decode()


F.reg(
    "filezilla_sitemanager_base64_pass",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "backup-pc-redaccion-<<n>>/FileZilla/sitemanager.xml",
    ),
    _fz,
    cred="pw_xml",
    decode=_dec_fz,
)

F.reg(
    "email_spanish_hemeroteca_compartida",
    ("Correo/Recibidos/hemeroteca_<<n>>.eml", "mail/<<date>>-acceso-hemeroteca.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: redaccion@<<dom>>
Subject: Cuenta compartida de la hemeroteca digital
Date: Tue, <<day>> May <<year>> <<time>>:27 -0300
Content-Type: text/plain; charset=utf-8

Hola gente,

la biblioteca nos renovó la cuenta de la hemeroteca digital (archivo de La Voz y Clarín)
para la sección de historia de la Reforma. Es una sola cuenta para toda la redacción:

usuario: gacetilla.redaccion
contraseña: <<cred>>

No la pasen a nadie de afuera, que si nos la bloquean no hay otra hasta el año que viene.

Abrazo,
<<fn>> (secretaria de redacción)
""",
    cred="human",
    syntax="",
)


def _tsv(s: dict) -> str:
    return f"""Sección\tResponsable\tMail\tUsuario CMS\tClave
Política universitaria\t{s["fn"]} {s["ln"]}\t{s["email"]}\t{s["user"]}\t{s["cred"]}
Cultura\t{s["fn2"]} {s["ln2"]}\t{s["email2"]}\t{s["fa2"]}\t(la cambió)
"""


F.reg(
    "planilla_colaboradores_tsv_clave",
    ("Drive/Colaboradores <<year>> - Hoja 1.tsv", "exports/colaboradores_<<n>>.tsv"),
    _tsv,
    cred="human",
    syntax="",
)

F.reg(
    "rss_telegram_channel_bot_yaml",
    ("rss-bot/config.yaml", "bots/<<org>>-canal-<<n>>/config.yml"),
    """# Publica cada nota nueva del sitio en el canal de Telegram
feeds:
  - url: https://<<dom>>/rss/
    channel: "@<<org>>_noticias"
telegram:
  bot_token: "<<cred>>"
  parse_mode: HTML
interval_minutes: 10
""",
    cred="p:telegram_bot",
)
