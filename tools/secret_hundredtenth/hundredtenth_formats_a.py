# ruff: noqa: E501
"""Family a: a Curitiba estate agency (imobiliária), Brazil, Portuguese."""

from __future__ import annotations

import random

from hundredtenth_spec import Fam, Slots, dec_qp, draw, enc_qp, grab, hexs, pick

FAM = Fam(
    name="imobiliaria_corretor_curitiba",
    key="imobiliaria",
    orgs=("araucariaimoveis", "batelimob", "pinhalimoveis", "portaodocorretor"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Mariana", "mariana"),
        ("Luíza", "luiza"),
        ("Thiago", "thiago"),
        ("Gisele", "gisele"),
        ("Rafael", "rafael"),
        ("Débora", "debora"),
        ("Cléber", "cleber"),
    ),
    last=(
        ("Kowalski", "kowalski"),
        ("Andrade", "andrade"),
        ("Gonçalves", "goncalves"),
        ("Scheffer", "scheffer"),
        ("Bertoldi", "bertoldi"),
        ("Araújo", "araujo"),
    ),
    words=(
        "araucaria",
        "pinhao",
        "chimarrao",
        "capivara",
        "furacao",
        "ipe",
        "chave",
        "imovel",
        "aluguel",
        "vistoria",
        "sobrado",
        "corretor",
        "jardim",
        "coxa",
        "vendas",
        "sacada",
    ),
    pets=("Thor", "Mel", "Pipoca", "Bidu", "Nina", "Paçoca", "Fred"),
    cc="+5541",
    places=("Batel", "Água Verde", "Bigorrilho", "Ecoville", "Cabral", "Juvevê", "Mercês"),
)

FAM.reg(
    "vrsync_feed_curl_ftp_bash_history",
    ("home/<<fa>>/.bash_history", "root/<<org>>-feeds/.bash_history"),
    """cd /srv/feeds
php gerar_vrsync.php > vrsync_<<date>>.xml
xmllint --noout vrsync_<<date>>.xml
curl -T vrsync_<<date>>.xml ftp://<<org>>_feed:<<cred>>@ftp.<<dom>>/zap/
curl -s https://<<dom>>/feeds/vrsync.xml | head -40
ls -la /srv/feeds
crontab -l
""",
    cred="human_url",
)

FAM.reg(
    "whatsapp_android_senha_kenlo_corretora",
    ("Conversa do WhatsApp com <<fn>> <<ln>>.txt", "whatsapp/corretores_<<org>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Bom dia! Cheguei na imobiliária, mas não consigo entrar no Kenlo Imob
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>>: Oi! O usuário é <<email>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>>: senha <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Deu certo 👍 vou subir as fotos do apto no <<place>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>>: Não esquece da vistoria às 15h, a chave tá no claviculário 7
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "clicksign_contrato_locacao_php_config",
    ("<<org>>/app/config/clicksign.php", "sistema-<<fa>>/config/assinatura.php"),
    """<?php
// Assinatura eletrônica dos contratos de locação (Clicksign API v1)
return [
    'ambiente' => 'producao',
    'endpoint' => 'https://app.clicksign.com/api/v1',
    'access_token' => '<<cred>>',
    'pasta_contratos' => '/Locacao/<<y>>',
    'signatarios_padrao' => ['<<email>>', 'financeiro@<<dom>>'],
    'webhook_url' => 'https://<<dom>>/webhooks/clicksign',
];
""",
    cred="uuid",
    syntax="",
)

FAM.reg(
    "d4sign_crypt_key_dotenv",
    ("<<org>>-site/.env", "crm-<<org>>/.env.production"),
    """APP_NAME="<<orgc>> Imóveis"
APP_ENV=production
APP_URL=https://<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=imobiliaria
DB_USERNAME=<<org>>
DB_PASSWORD=<<dbpw>>
D4SIGN_URL=https://secure.d4sign.com.br/api/v1
D4SIGN_TOKEN_API=live_<<tok>>
D4SIGN_CRYPT_KEY=<<cred>>
D4SIGN_COFRE_UUID=<<uuid>>
""",
    cred="x:live_crypt_:32",
    syntax="",
    extra=lambda rng, s: {"tok": hexs(rng, 64), "dbpw": draw(rng, FAM, "pw_an")},
)


FAM.reg(
    "efi_pix_boleto_aluguel_python",
    ("<<org>>/scripts/cobranca_pix.py", "financeiro-<<fa>>/gerar_pix_aluguel.py"),
    '''"""Gera cobranças Pix dos aluguéis do mês (Efí / Gerencianet)."""

import csv

from efipay import EfiPay

credenciais = {
    "client_id": "Client_Id_<<cid>>",
    "client_secret": "Client_Secret_<<cred>>",
    "sandbox": False,
    "certificate": "/opt/<<org>>/certificados/producao.pem",
}

efi = EfiPay(credenciais)

with open("alugueis_<<y>>_<<mo>>.csv", encoding="utf-8") as f:
    for linha in csv.DictReader(f, delimiter=";"):
        body = {
            "calendario": {"expiracao": 259200},
            "valor": {"original": linha["valor"]},
            "chave": "financeiro@<<dom>>",
            "solicitacaoPagador": "Aluguel " + linha["imovel"],
        }
        print(efi.pix_create_immediate_charge(body=body)["txid"])
''',
    cred="p:efi_secret",
    extra=lambda rng, s: {"cid": hexs(rng, 40)},
)

ACCENTED = ("coração", "maçã", "pinhão", "chimarrão", "furacão", "ação", "avô", "sacada")


def qp_cred(rng: random.Random, fam: Fam) -> str:
    w = pick(rng, ACCENTED)
    form = rng.randrange(3)
    if form == 0:
        return f"{w.capitalize()}{rng.randint(1970, 2026)}!"
    if form == 1:
        return f"{pick(rng, fam.pets)}{w}{rng.randint(10, 99)}"
    return f"Minha{w.capitalize()}@{rng.randint(100, 999)}"


def qp_extra(rng: random.Random, s: Slots) -> Slots:
    return {"enc": enc_qp(str(s["cred"]))}


FAM.reg(
    "email_quoted_printable_senha_portal_zap",
    ("mail/enviados/<<date>>_acesso_portal.eml", "Maildir/cur/<<ts>>.<<hex8>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Acesso_ao_Canal_Pro_=28ZAP_+_Viva_Real=29?=
Date: Tue, <<d>> Mar <<y>> <<hh>>:<<mi>>:00 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Oi <<fn2>>,

Seguem os dados do Canal Pro para voc=C3=AA cadastrar os im=C3=B3veis do <<place>>:

login: anuncios@<<dom>>
senha: <<enc>>

Qualquer d=C3=BAvida me chama no WhatsApp.

Abra=C3=A7o,
<<fn>>
""",
    cred=qp_cred,
    syntax="",
    extra=qp_extra,
    decode=lambda t: dec_qp(grab(t, r"\nsenha: ([^\n]+)")),
)

FAM.reg(
    "planilha_chaves_portais_csv_coluna_senha",
    (
        "Drive compartilhado/<<orgc>>/acessos_portais_<<y>>.csv",
        "Documentos/<<fa>>/acessos_<<y>>.csv",
    ),
    """portal;login;senha;responsável;atualizado
ZAP Imóveis / Canal Pro;anuncios@<<dom>>;<<other>>;<<fa>>;<<d>>/<<mo>>/<<y>>
Imovelweb;<<org>>.imoveis;<<cred>>;<<fa2>>;<<d>>/<<mo>>/<<y>>
OLX Pro;<<email2>>;ver com <<fa>>;<<fa2>>;
Chaves na Mão;<<org>>;<<other2>>;<<fa>>;
""",
    cred="human_ini",
    syntax="",
    extra=lambda rng, s: {"other": draw(rng, FAM, "pw_an"), "other2": draw(rng, FAM, "pw_an")},
)

FAM.reg(
    "site_wordpress_wp_config_db_password",
    ("home/<<org>>/public_html/wp-config.php", "var/www/<<org>>-<<y>>/wp-config.php"),
    """<?php
/** Site <<orgc>> Imóveis - tema Houzez */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'AUTH_KEY', '<<k1>>' );
define( 'WP_HOME', 'https://<<dom>>' );
$table_prefix = 'imb_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: {"k1": hexs(rng, 64)},
)
