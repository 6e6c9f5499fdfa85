# ruff: noqa: E501
"""Family d: the síndico and the front desk (portaria) of a São Paulo condominium, Brazilian
Portuguese."""

from __future__ import annotations

from sixtyfifth_spec import Fam, b64, people_rows

F = Fam(
    "condominio_portaria_saopaulo",
    orgs=("condominioipe", "edificiojacaranda", "portariasegura"),
    tld="com.br",
    first=(
        "joao|João",
        "mariana",
        "carlos",
        "fernanda",
        "rafael",
        "patricia|Patrícia",
        "luiz",
        "ana",
    ),
    last=(
        "silva",
        "santos",
        "oliveira",
        "souza",
        "pereira",
        "ferreira",
        "almeida",
        "conceicao|Conceição",
    ),
    words=(
        "ipe",
        "jabuticaba",
        "palmeiras",
        "corinthians",
        "paulista",
        "ibirapuera",
        "saudade",
        "feijoada",
        "pinheiros",
        "brigadeiro",
        "coxinha",
        "mooca",
        "jacaranda",
        "girassol",
        "tucano",
    ),
    cc="+55",
    city="São Paulo",
)

F.reg(
    "condo_portaria_whatsapp_android_senha_wifi",
    (
        "WhatsApp Chat with Portaria <<org>>.txt",
        "Conversa do WhatsApp com <<first_l>> <<last_l>> <<n>>.txt",
    ),
    """<<dmys>> <<m1>> - <<first_l>> <<last_l>>: Bom dia seu <<f2_l>>, a internet da portaria caiu de novo 😩
<<dmys>> <<m2>> - <<f2_l>> Síndico: Reiniciei o roteador, a Vivo trocou o aparelho
<<dmys>> <<m2>> - <<f2_l>> Síndico: Rede: <<ssid>>
<<dmys>> <<m3>> - <<f2_l>> Síndico: Senha: <<cred>>
<<dmys>> <<m4>> - <<first_l>> <<last_l>>: Voltou, obrigado 🙏
<<dmys>> <<m5>> - <<f2_l>> Síndico: Não passa a senha pros moradores por favor
""",
    cred="human",
)

F.reg(
    "condo_mercadopago_boletos_node_js",
    ("sistema-condominio/src/boletos.js", "<<org>>-cobranca/gerarBoletos_<<y>>.js"),
    """// Gera os boletos da taxa condominial do mês - <<org>>
import { MercadoPagoConfig, Payment } from 'mercadopago';
import { unidades } from './unidades.js';

const client = new MercadoPagoConfig({
  accessToken: '<<cred>>',
  options: { timeout: 5000 },
});
const payment = new Payment(client);

export async function gerarBoletos(vencimento, valor) {
  for (const u of unidades) {
    await payment.create({
      body: {
        transaction_amount: valor,
        description: `Taxa condominial ${u.numero} - venc. ${vencimento}`,
        payment_method_id: 'bolbradesco',
        payer: { email: u.email, first_name: u.nome, identification: { type: 'CPF', number: u.cpf } },
      },
    });
  }
}
""",
    cred="p:mercadopago",
    syntax="",
)

F.reg(
    "condo_controlid_acesso_sync_ini",
    ("C:/Portaria/<<org>>/sincronizador.ini", "portaria/config/controlid_<<n>>.ini"),
    """; Sincronizador de moradores -> controladora de acesso (catracas e portão social)
[servidor]
url = http://<<ip>>
usuario = admin
senha = <<cred>>
timeout = 15

[sincronizacao]
intervalo_min = 10
origem = C:\\Portaria\\moradores.csv
log = C:\\Portaria\\logs\\sync.log
""",
    cred="pw",
)

F.reg(
    "condo_sindico_email_senha_internet_banking",
    ("Email/Enviados/senha banco condomínio - <<dmy>>.eml", "mail/<<org>>/sent/<<n3>>.eml"),
    """From: <<first_l>> <<last_l>> <<<email>>>
To: Administradora <financeiro@<<dom>>>
Subject: Acesso ao internet banking do condomínio
Date: Thu, <<d>> Aug <<y>> 21:07:44 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Oi <<f2_l>>, tudo bem?

Como combinamos na assembleia, segue o acesso da conta PJ do condomínio para vocês
lançarem os pagamentos dos fornecedores (elevador, jardinagem e limpeza):

Agência <<pin>> / Conta <<n3>><<n3>>-<<n>>
Usuário: <<user>>
Senha: <<cred>>

O token fica comigo, me liga quando precisar aprovar.
Abs,
<<first_l>> - síndico(a) <<org>>
""",
    cred="human_d",
)

F.reg(
    "condo_nvr_cameras_vlc_playlist_m3u",
    ("Portaria/Desktop/cameras_<<org>>.m3u", "Documentos/CFTV/cameras-<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Portão social
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Garagem
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Hall elevadores
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
""",
    cred="pw_url",
    syntax="",
)


def _fods(rng, s):
    rows = people_rows(rng, F, 3)
    k = rng.randrange(3)
    out = []
    for i, (fl, ll, login, pw) in enumerate(rows):
        if i == k:
            fl, ll, login, pw = s["first_l"], s["last_l"], s["user"], s["cred"]
        out.append(
            "    <table:table-row>"
            f'<table:table-cell office:value-type="string"><text:p>{rng.randint(1, 20)}{rng.randint(1, 4):02d}</text:p></table:table-cell>'
            f'<table:table-cell office:value-type="string"><text:p>{fl} {ll}</text:p></table:table-cell>'
            f'<table:table-cell office:value-type="string"><text:p>{login}</text:p></table:table-cell>'
            f'<table:table-cell office:value-type="string"><text:p>{pw}</text:p></table:table-cell>'
            "</table:table-row>"
        )
    return {"rows": "\n".join(out)}


F.reg(
    "condo_moradores_app_flat_ods_fods",
    ("Síndico/moradores_app_<<y>>.fods", "Drive/<<org>>/cadastro-moradores-<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Moradores">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Unidade</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Morador</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Login app</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Senha provisória</text:p></table:table-cell></table:table-row>
<<rows>>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="human",
    extra=_fods,
    syntax="xml",
)

F.reg(
    "condo_telegram_bot_encomendas_python",
    ("portaria/bot_encomendas.py", "home/<<user>>/<<org>>-bot/main_<<y>>.py"),
    '''"""Bot da portaria: avisa o morador no Telegram quando chega encomenda."""

import sqlite3

from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

TOKEN = "<<cred>>"
DB = "encomendas.sqlite3"


async def chegou(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    unidade = context.args[0]
    con = sqlite3.connect(DB)
    row = con.execute("select chat_id from moradores where unidade = ?", (unidade,)).fetchone()
    if row:
        await context.bot.send_message(row[0], f"📦 Chegou encomenda para o apto {unidade}. Retire na portaria.")
    await update.message.reply_text("Avisado ✅" if row else "Unidade sem cadastro")


app = Application.builder().token(TOKEN).build()
app.add_handler(CommandHandler("chegou", chegou))
app.run_polling()
''',
    cred="p:telegram",
)

F.reg(
    "condo_laravel_env_db_password",
    ("var/www/<<org>>/.env", "sistema-condominio-<<n>>/.env"),
    """APP_NAME="Condomínio <<org>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://app.<<dom>>

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=condominio
DB_USERNAME=condo_app
DB_PASSWORD=<<cred>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_FROM_ADDRESS=sindico@<<dom>>
""",
    cred="pw",
    extra=lambda rng, s: {"appkey": b64(rng, 32)},
    syntax="",
)
