"""Family a: a web agency and its freelancers in Rosario, Argentina (Spanish)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import re

from fiftysixth_corpus import rsa_pem
from fiftysixth_spec import Fam

FAM = Fam(
    "rosario_webagency_freelancers",
    "rosweb",
    ("pampacodigo", "lagunaweb", "paranapixel", "fisherton"),
    "com.ar",
    (
        ("Lucía", "lucia"),
        ("Matías", "matias"),
        ("Florencia", "florencia"),
        ("Nahuel", "nahuel"),
        ("Agustina", "agustina"),
        ("Facundo", "facundo"),
        ("Camila", "camila"),
    ),
    (
        ("Giménez", "gimenez"),
        ("Ferraro", "ferraro"),
        ("Acosta", "acosta"),
        ("Benítez", "benitez"),
        ("Quiroga", "quiroga"),
        ("Sosa", "sosa"),
    ),
    (
        "mate",
        "asado",
        "tango",
        "parana",
        "rosario",
        "canalla",
        "leproso",
        "fernet",
        "alfajor",
        "verano",
        "invierno",
        "otono",
        "primavera",
        "monumento",
        "costanera",
        "milanesa",
        "gaucho",
        "pampa",
        "chacarera",
        "facturas",
    ),
    ("firulais", "negro", "toto", "lola", "pipa", "chicho", "mora"),
    "Rosario",
    "+54 341",
)

FAM.reg(
    "wordpress_wp_config_php_db_password",
    ("clientes/<<org>>/wp-config.php", "sitios/<<word>>-<<n>>/public_html/wp-config.php"),
    """<?php
/**
 * Configuración básica de WordPress — sitio de <<org>> (<<first>> <<last>>)
 */

// ** Ajustes de MySQL - Pedí estos datos a tu proveedor de alojamiento ** //
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_HOME', 'https://<<dom>>' );
define( 'WP_SITEURL', 'https://<<dom>>' );
define( 'WP_DEBUG', false );

$table_prefix = 'wp<<n>>_';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "laravel_env_mercadopago_access_token",
    ("<<org>>-tienda/.env", "proyectos/<<word>>-shop/.env.production"),
    """APP_NAME="Tienda <<org>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://tienda.<<dom>>

LOG_CHANNEL=stack
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=<<org>>_tienda
DB_USERNAME=<<org>>
DB_PASSWORD=${DB_PASS_FROM_VAULT}

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_FROM_ADDRESS=ventas@<<dom>>

# Mercado Pago (credenciales de producción, cuenta de <<first>>)
MERCADOPAGO_PUBLIC_KEY=APP_USR-<<uuid>>
MERCADOPAGO_ACCESS_TOKEN=<<cred>>
MERCADOPAGO_WEBHOOK_URL=https://tienda.<<dom>>/api/mp/webhook
""",
    "p:mercadopago",
    extra=lambda rng, s: s.update(
        appkey=base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    ),
)

FAM.reg(
    "whatsapp_cliente_clave_cpanel",
    ("chats/WhatsApp Chat with <<first>> <<last>>.txt", "clientes/<<org>>/whatsapp-<<date>>.txt"),
    """[<<dmy2>>, <<t1>>] <<first>> <<last>>: Hola! cómo va? necesito que me actualicen los precios de la web
[<<dmy2>>, <<t2>>] <<fb>> (<<org>>): Hola <<first>>! dale, pasame el acceso al cPanel que el que teníamos ya no anda
[<<dmy2>>, <<t3>>] <<first>> <<last>>: uh sí lo cambió mi sobrino
[<<dmy2>>, <<t4>>] <<first>> <<last>>: usuario <<user>>
[<<dmy2>>, <<t5>>] <<first>> <<last>>: la clave nueva es <<cred>>
[<<dmy2>>, <<t6>>] <<fb>> (<<org>>): genial, gracias! mañana a primera hora lo subo 👍
[<<dmy2>>, <<t6>>] <<first>> <<last>>: ‎audio omitido
""",
    "human",
)


def _fz_decode(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    return base64.b64decode(m.group(1)).decode() if m else ""


def _fz_extra(rng, s):
    s["pass_b64"] = base64.b64encode(str(s["cred"]).encode()).decode()


FAM.reg(
    "filezilla_sitemanager_xml_base64_pass",
    (
        "backup-notebook-<<user>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "configs/<<user>>/filezilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
	<Servers>
		<Folder expanded="1">Clientes
			<Server>
				<Host>ftp.<<dom>></Host>
				<Port>21</Port>
				<Protocol>0</Protocol>
				<Type>0</Type>
				<User><<org>>@<<dom>></User>
				<Pass encoding="base64"><<pass_b64>></Pass>
				<Logontype>1</Logontype>
				<PasvMode>MODE_DEFAULT</PasvMode>
				<EncodingType>Auto</EncodingType>
				<BypassProxy>0</BypassProxy>
				<Name><<org>> - hosting</Name>
				<RemoteDir>1 0 11 public_html</RemoteDir>
				<SyncBrowsing>0</SyncBrowsing>
				<DirectoryComparison>0</DirectoryComparison>
			</Server>
		</Folder>
	</Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz_extra,
    decode=_fz_decode,
)

FAM.reg(
    "vscode_sftp_json_password",
    ("<<org>>-landing/.vscode/sftp.json", "trabajos/<<word>>-<<year>>/.vscode/sftp.json"),
    """{
    "name": "<<org>> producción",
    "host": "<<pub_ip>>",
    "protocol": "sftp",
    "port": 22,
    "username": "<<user>>",
    "password": "<<cred>>",
    "remotePath": "/home/<<user>>/public_html",
    "uploadOnSave": true,
    "useTempFile": false,
    "openSsh": false,
    "ignore": [".vscode", ".git", ".DS_Store", "node_modules"]
}
""",
    "pw_json",
)

FAM.reg(
    "github_actions_ftp_deploy_inline_password",
    ("<<org>>-web/.github/workflows/deploy.yml", "<<word>>-site/.github/workflows/main.yml"),
    """name: Deploy a producción

on:
  push:
    branches: [ main ]

jobs:
  web-deploy:
    name: 🚀 Subir sitio
    runs-on: ubuntu-latest
    steps:
      - name: 🚚 Bajar el código
        uses: actions/checkout@v4

      - name: Instalar dependencias
        run: npm ci && npm run build

      # TODO: mover a secrets (lo dejo así porque el cliente no nos da acceso admin al repo)
      - name: 📂 Sync por FTP
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.<<dom>>
          username: deploy@<<dom>>
          password: "<<cred>>"
          local-dir: ./dist/
          server-dir: /public_html/
""",
    "pw_dq",
)

FAM.reg(
    "readme_accesos_tabla_markdown",
    ("<<org>>-intranet/README.md", "docs-clientes/<<org>>/ACCESOS.md"),
    """# Sitio <<org>>

Sitio institucional hecho en Astro + WordPress headless. Mantenimiento: <<first>> <<last>>.

## Cómo levantarlo

```bash
npm install
npm run dev
```

## Accesos (no compartir fuera del equipo)

| Servicio | URL | Usuario | Clave |
|---|---|---|---|
| WordPress admin | https://cms.<<dom>>/wp-admin | <<user>> | <<cred>> |
| Hosting (DonWeb) | https://panel.donweb.com | <<org>> | ver 1Password |
| Google Analytics | - | marketing@<<dom>> | la tiene el cliente |

Cualquier duda, escribirle a <<fb>> por Slack.
""",
    "human",
)


def _afip_extra(rng, s):
    s["cred"] = rsa_pem(rng, 2048)


FAM.reg(
    "afip_wsfe_private_key_pem_committed",
    ("facturacion-<<org>>/certs/afip_produccion.key", "<<org>>-api/storage/afip/<<user>>.key"),
    """<<cred>>
""",
    "pw_alnum",
    syntax="",
    extra=_afip_extra,
)
