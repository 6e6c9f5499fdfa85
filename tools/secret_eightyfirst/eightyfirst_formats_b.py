# ruff: noqa: E501
"""Family b: a pet shop with banho e tosa in Caxias do Sul (Brazil, Portuguese)."""

from __future__ import annotations

import random

from eightyfirst_spec import FB as F
from eightyfirst_spec import Slots, alnum, dec_basic, enc_basic, pick, wa

F.reg(
    "nuvemshop_loja_env_access_token",
    ("loja-<<org>>/.env", "integracoes/nuvemshop/<<org>>.env"),
    """# Integração Nuvemshop -> estoque da loja física (ração, areia, acessórios)
NUVEMSHOP_STORE_ID=<<id6>>1
NUVEMSHOP_ACCESS_TOKEN=<<cred>>
NUVEMSHOP_USER_AGENT="<<orgc>> Estoque (<<email>>)"
ESTOQUE_DB=postgres://estoque@localhost/estoque
""",
    "p:nuvemshop",
    syntax="",
)

F.reg(
    "mercadopago_point_maquininha_node",
    ("pdv-<<org>>/src/mercadopago.js", "caixa/<<org>>/point/cobranca.js"),
    """// Cobrança na maquininha Point (banho e tosa, rações) - <<fn>> <<date>>
const { MercadoPagoConfig, Payment } = require("mercadopago");

const client = new MercadoPagoConfig({
  accessToken: "<<cred>>",
  options: { timeout: 5000 },
});

async function cobrar(valor, descricao, email) {
  const payment = new Payment(client);
  return payment.create({
    body: {
      transaction_amount: valor,
      description: descricao,
      payment_method_id: "pix",
      payer: { email },
    },
  });
}

module.exports = { cobrar };
""",
    "p:mercadopago",
    syntax="",
)


def _wa_senha(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            f"Gente, trocaram a senha do SimplesVet, o {s['pet']} tá na tosa e não consigo lançar",
        ),
        (s["fn2"], f"login {s['login']} senha {s['cred']}"),
        (s["fn"], "valeu!! 🐶"),
        (s["fn2"], "apaga depois, tá?"),
    ]
    return wa(s, msgs, 0)


F.reg(
    "whatsapp_portugues_senha_simplesvet",
    (
        "WhatsApp/Conversa do WhatsApp com Equipe Banho e Tosa.txt",
        "backup/whatsapp/<<fa>>_<<date>>.txt",
    ),
    _wa_senha,
    "human",
    syntax="",
)


def _bling_history(s: Slots) -> str:
    return (
        "cd ~/bling-sync\n"
        "ls -la\n"
        f'curl -s -X POST https://api.bling.com.br/Api/v3/oauth/token -H "Authorization: Basic {s["enc"]}" '
        f'-H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=authorization_code&code={s["hex8"]}{s["id6"]}"\n'
        "cat tokens.json | jq .access_token\n"
        "python3 sync_estoque.py --desde ontem\n"
        "tail -f sync.log\n"
    )


F.reg(
    "bling_erp_oauth_curl_basic_history",
    ("home/<<login>>/.bash_history", "root/.bash_history"),
    _bling_history,
    "alnum:40",
    extra=lambda rng, s: {"enc": enc_basic(str(s["id6"]) + alnum(rng, 34), str(s["cred"]))},
    syntax="",
    decode=dec_basic,
)

F.reg(
    "passagem_turno_simplesvet_md",
    ("Documentos/passagem_de_turno_<<date>>.md", "Drive/Loja <<orgc>>/Passagem de turno.md"),
    """# Passagem de turno – <<orgc>> (<<city>>)

**De:** <<fn>> · **Para:** <<fn2>> · <<date>>

- Agenda de banho e tosa de amanhã está cheia até 15h (o <<pet>> vem às 9h, tosa na tesoura).
- Pedido de ração Premier chega quinta; conferir nota.
- SimplesVet: usuário `<<login>>`, senha **<<cred>>** (a do caixa 2 ainda é a antiga).
- Maquininha Point do balcão está sem bateria, carregar.
""",
    "human",
    syntax="",
)

F.reg(
    "intelbras_dvr_baias_rtsp_m3u",
    ("Videos/cameras_<<org>>.m3u", "Área de Trabalho/DVR Intelbras baias.m3u"),
    """#EXTM3U
#EXTINF:-1,Baias banho e tosa
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Gatil
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Caixa
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
""",
    "pw_url",
    syntax="",
)


def _php_ser(s: Slots) -> str:
    token = str(s["cred"])
    email = str(s["email"])
    ser = (
        'a:5:{s:7:"enabled";s:3:"yes";s:5:"email";s:'
        f'{len(email)}:"{email}";s:5:"token";s:{len(token)}:"{token}";'
        's:11:"environment";s:10:"production";s:5:"debug";s:2:"no";}'
    )
    return (
        "-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n"
        f"-- Host: localhost    Database: wp_{s['org']}\n"
        "LOCK TABLES `wp_options` WRITE;\n"
        f"INSERT INTO `wp_options` VALUES ({s['num']},'woocommerce_pagseguro_settings','{ser}','yes');\n"
        f"INSERT INTO `wp_options` VALUES ({int(str(s['num'])) + 1},'woocommerce_currency','BRL','yes');\n"
        "UNLOCK TABLES;\n"
    )


F.reg(
    "pagseguro_token_wp_options_sql_dump",
    ("backup/wp_<<org>>_<<date>>.sql", "site-<<org>>/db/dump.sql"),
    _php_ser,
    "p:pagseguro",
    syntax="",
)


def _acbr(rng: random.Random, s: Slots) -> Slots:
    return {"serie": pick(rng, ("1", "2", "3")), "cnpj": alnum(rng, 14, "0123456789")}


F.reg(
    "acbrmonitor_ini_certificado_a1_senha",
    ("ACBrMonitorPLUS/ACBrMonitor.ini", "C:/ACBr/<<org>>/ACBrMonitor.ini"),
    """[ACBrMonitor]
Modo_TCP=1
TCP_Porta=3434
[Certificado]
ArquivoPFX=C:\\Certificados\\<<org>>_A1_<<year>>.pfx
Senha=<<cred>>
NumeroSerie=
[NFCe]
Serie=<<serie>>
CNPJ=<<cnpj>>
IdCSC=000001
Ambiente=1
[Email]
Usuario=nfe@<<dom>>
""",
    "human_x",
    extra=_acbr,
)
