# ruff: noqa: E501
"""Family h: a botanical garden's herbarium in Pernambuco, Brazil (Portuguese)."""

from __future__ import annotations

import unicodedata

from hundredtwelfth_spec import Fam, b64s, dec_b64_field, ipynb, prov


def _a(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()


BR = Fam(
    name="herbarium_exsicata_recife",
    key="exsicata",
    orgs=("exsicata",),
    tld="org.br",
    first=tuple(
        (n, _a(n))
        for n in (
            "João",
            "Ana",
            "Luíza",
            "Pedro",
            "Mariana",
            "Lucas",
            "Beatriz",
            "Rafael",
            "Camila",
            "Thiago",
        )
    ),
    last=tuple(
        (n, _a(n))
        for n in (
            "Silva",
            "Santos",
            "Oliveira",
            "Souza",
            "Pereira",
            "Lima",
            "Carvalho",
            "Ferreira",
            "Araújo",
            "Nascimento",
        )
    ),
    words=(
        "ipe",
        "jacaranda",
        "caatinga",
        "cerrado",
        "mandacaru",
        "bromelia",
        "orquidea",
        "samambaia",
        "jabuticaba",
        "acai",
        "caju",
        "pitanga",
        "saudade",
        "frevo",
        "recife",
        "olinda",
        "maracatu",
        "sertao",
        "buriti",
        "jenipapo",
    ),
    pets=("pipoca", "bolinha", "thor", "mel", "pretinha", "pacoca"),
    cc="55",
    places=("Recife", "Olinda", "Petrolina", "Garanhuns", "Caruaru"),
)

BR.reg(
    "specify7_local_settings_py",
    (
        "specify7/specifyweb/settings/local_specify_settings.py",
        "deploy/specify-<<n>>/local_specify_settings.py",
    ),
    """# Specify 7 -- Herbario (<<first>> <<last>>)
DATABASE_NAME = 'herbario_sp6'
DATABASE_HOST = '<<ip>>'
DATABASE_PORT = '3306'
MASTER_NAME = 'master'
MASTER_PASSWORD = '<<cred>>'
THICK_CLIENT_LOCATION = '/opt/Specify'
REPORT_RUNNER_HOST = 'report-runner'
REPORT_RUNNER_PORT = '8080'
WEB_ATTACHMENT_URL = 'https://anexos.<<dom>>/web_asset_store.xml'
""",
    cred="pw_sq",
)

BR.reg(
    "portuguese_whatsapp_ios_senha_brahms",
    ("WhatsApp - Herbario <<place>>/_chat_<<n>>.txt", "chats/herbario_<<fa>>_<<year>>.txt"),
    """[<<dd>>/<<mm>>/<<year>> <<t1>>:14] <<first>> <<last>>: Gente, alguém sabe a senha do BRAHMS no PC da sala de montagem?
[<<dd>>/<<mm>>/<<year>> <<t2>>:02] <<first2>> <<last2>>: usuário curadoria, senha <<cred>>
[<<dd>>/<<mm>>/<<year>> <<t2>>:40] <<first2>> <<last2>>: depois apaga essa msg 🙈
[<<dd>>/<<mm>>/<<year>> <<t3>>:09] <<first>> <<last>>: valeu!! vou tombar as exsicatas da coleta de <<place>>
""",
    cred="human",
    syntax="",
)

BR.reg(
    "symbiota_dbconnection_php",
    ("var/www/portal/config/dbconnection.php", "symbiota-<<n>>/config/dbconnection.php"),
    """<?php
class MySQLiConnectionFactory {
	static $SERVERS = array(
		array(
			'type' => 'readonly',
			'host' => 'localhost',
			'username' => 'symb_reader',
			'password' => '<<ro>>',
			'database' => 'symbiota',
			'port' => '3306',
			'charset' => 'utf8'
		),
		array(
			'type' => 'write',
			'host' => 'localhost',
			'username' => 'symb_writer',
			'password' => '<<cred>>',
			'database' => 'symbiota',
			'port' => '3306',
			'charset' => 'utf8'
		)
	);
}
?>
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: s.update(ro="leitura" + str(s["n2"])),
)


def _fz(rng, s):
    s["enc"] = b64s(str(s["cred"]))


BR.reg(
    "filezilla_sitemanager_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "scanner-pc-<<n>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
	<Servers>
		<Server>
			<Host>sftp.<<dom>></Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<Type>0</Type>
			<User>digitalizacao</User>
			<Pass encoding="base64"><<enc>></Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<Name>Imagens exsicatas (servidor)</Name>
			<LocalDir>D:\\Digitalizacao\\TIFF</LocalDir>
		</Server>
	</Servers>
</FileZilla3>
""",
    cred="pw_xml",
    extra=_fz,
    decode=dec_b64_field(r'<Pass encoding="base64">([^<]+)</Pass>'),
)

BR.reg(
    "mercadopago_access_token_env",
    ("loja-sementes/.env", "apps/loja-<<n>>/.env.production"),
    """# Loja de sementes e mudas do Jardim Botanico
NODE_ENV=production
PORT=3000
DATABASE_URL=postgresql://loja@localhost:5432/loja
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_NOTIFICATION_URL=https://loja.<<dom>>/webhooks/mercadopago
""",
    cred="p:mercadopago",
    syntax="",
)

BR.reg(
    "portuguese_email_senha_reflora",
    ("correio/<<user>>/reflora_acesso_<<n>>.eml", "mail/herbario/INBOX/<<ts>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Acesso ao Herbario Virtual / JABOT
Date: <<dd>> Mar <<year>> <<t1>>:00 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Oi <<first>>,

segue o acesso da conta do herbário no JABOT para você revisar as determinações:

login: herbario.<<org>>
senha: <<cred>>

Qualquer dúvida me chama no zap.
Abraço,
<<first2>>
""",
    cred="human",
    syntax="",
)

BR.reg(
    "gbif_netrc_login",
    ("home/<<user>>/.netrc", "curadoria/pc-<<n>>/.netrc"),
    """machine api.gbif.org login herbario_<<org>> password <<cred>>
machine ipt.<<dom>> login admin password ipt<<n2>>
""",
    cred="pw_bare",
    syntax="",
)


def _nb(s):
    return ipynb(
        [
            ("md", "## Enviar imagens das exsicatas para o S3\nLote de digitalizacao.", None),
            (
                "code",
                f"import boto3\n\ns3 = boto3.client(\n    's3',\n    aws_access_key_id='{s['akid']}',\n    aws_secret_access_key='{s['cred']}',\n    region_name='sa-east-1',\n)\n",
                None,
            ),
            (
                "code",
                "import glob\nfor f in glob.glob('TIFF/*.tif'):\n    s3.upload_file(f, 'herbario-imagens', f)\nprint('ok')",
                "ok\n",
            ),
        ]
    )


BR.reg(
    "boto3_s3_images_ipynb",
    ("notebooks/envio_imagens_<<n>>.ipynb", "Documents/<<user>>/digitalizacao_s3.ipynb"),
    _nb,
    cred="p:aws_secret",
    syntax="json",
    extra=lambda rng, s: s.update(akid=prov(rng, "aws_id")),
)
