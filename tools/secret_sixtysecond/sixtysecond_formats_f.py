# ruff: noqa: E501
"""Family f: a Brazilian jiu-jitsu and muay thai academy in Curitiba (Brazil, Portuguese)."""

from __future__ import annotations

import random

from sixtysecond_spec import Fam, alnum_chars, rsa_escaped

F = Fam(
    "jiujitsu_academia_curitiba",
    ("tatamesul", "faixapretacwb", "guardafechada"),
    "com.br",
    ("rafael", "thiago", "juliana", "bruno", "camila", "leandro", "aline", "diego"),
    ("silva", "santos", "oliveira", "souza", "pereira", "gracie"),
    (
        "tatame",
        "faixapreta",
        "kimono",
        "guarda",
        "raspagem",
        "oss",
        "curitiba",
        "pinhao",
        "capivara",
        "mata",
        "triangulo",
        "coxa",
    ),
    "55",
)


def _mp(rng: random.Random) -> str:
    return f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10, 12):02d}{rng.randint(10, 28)}{rng.randint(10, 23)}-{alnum_chars(rng, 32, '0123456789abcdef')}-{rng.randint(10**8, 10**9 - 1)}"


def _yt(rng: random.Random) -> str:
    return "-".join(alnum_chars(rng, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))


F.reg(
    "bjj_whatsapp_android_senha_catraca",
    (
        "WhatsApp/Conversa do WhatsApp com Professores <<n>>.txt",
        "chats/whatsapp_recepcao_<<ymd>>.txt",
    ),
    """<<dmy_s>> <<time>> - <<name>>: Galera, a catraca travou de novo hoje de manhã
<<dmy_s>> <<time>> - <<name2>>: qual a senha do painel da catraca? preciso liberar os alunos da turma das 7
<<dmy_s>> <<time2>> - <<name>>: usuário admin, senha <<cred>>
<<dmy_s>> <<time2>> - <<name>>: não passa pra aluno hein
<<dmy_s>> <<time2>> - <<name2>>: oss 🤙
""",
    "human",
    syntax="",
)

F.reg(
    "bjj_catraca_controlid_config_json",
    ("catraca/controlid_<<n>>.json", "config/idblock_<<org>>.json"),
    """{
  "device": {"model": "iDBlock", "ip": "<<ip>>", "port": 80},
  "login": {"login": "admin", "password": "<<cred>>"},
  "sync": {"source": "tecnofit", "interval_minutes": 5},
  "door": {"release_seconds": 4, "buzzer": true}
}
""",
    "pw_json",
)

F.reg(
    "bjj_tecnofit_integracao_env",
    ("integracao/.env", "<<org>>-sync/.env"),
    """# integração Tecnofit -> catraca / WhatsApp de cobrança
TECNOFIT_BASE_URL=https://api.tecnofit.com.br/v1
TECNOFIT_BOX_ID=<<nn>>
TECNOFIT_API_TOKEN=<<cred>>
WHATSAPP_NUMERO=<<phone>>
""",
    "b64u:48",
    syntax="",
)

F.reg(
    "bjj_mercadopago_pix_mensalidade_node",
    ("site/api/pix.js", "mensalidades/<<org>>_pix_<<n>>.js"),
    """// Cobrança de mensalidade por Pix (Mercado Pago)
const { MercadoPagoConfig, Payment } = require("mercadopago");

const client = new MercadoPagoConfig({ accessToken: "<<cred>>" });
const payment = new Payment(client);

module.exports = async function cobrarPix(aluno, valor) {
  return payment.create({
    body: {
      transaction_amount: valor,
      description: `Mensalidade ${aluno.faixa} - <<orgc>>`,
      payment_method_id: "pix",
      payer: { email: aluno.email },
    },
  });
};
""",
    _mp,
    syntax="",
)

F.reg(
    "bjj_email_contador_senha_nfse_prefeitura",
    ("emails/nfse_<<ymd>>.eml", "Mail/contador_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: escritorio@contabilcwb.com.br
Subject: acesso NFS-e prefeitura
Date: Fri, <<dd>> May <<year>> <<time>>:02 -0300
Content-Type: text/plain; charset=utf-8

Oi Marcos, tudo bem?

Segue o acesso do portal da NFS-e de Curitiba pra você emitir as notas das mensalidades:
CNPJ: <<nn>>.<<nn>>.<<nn>>/0001-<<n>>
usuário: <<user>>
senha: <<cred>>

Qualquer coisa me chama no zap.
Abraço, <<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "bjj_placar_pi_firebase_service_account",
    ("placar/firebase-adminsdk-<<n>>.json", "pi-placar/<<org>>-service-account.json"),
    """{
  "type": "service_account",
  "project_id": "placar-<<org>>",
  "private_key_id": "<<hex40>>",
  "private_key": "<<cred>>\\n",
  "client_email": "firebase-adminsdk-<<n>>@placar-<<org>>.iam.gserviceaccount.com",
  "client_id": "1<<nn>><<nn>><<nn>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    rsa_escaped,
)

F.reg(
    "bjj_obs_transmissao_youtube_service_json",
    ("obs-studio/basic/profiles/Campeonato_<<n>>/service.json", "obs/<<org>>/service.json"),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMPS"
    },
    "type": "rtmp_common"
}
""",
    _yt,
)

F.reg(
    "bjj_planilha_alunos_csv_senha_app",
    ("secretaria/alunos_<<ym>>.csv", "Planilhas/acessos_app_<<n>>.csv"),
    """nome,faixa,telefone,login_app,senha_app,observação
<<name>>,preta,<<phone>>,<<user>>,<<cred>>,professor
<<name2>>,azul,+55 41 9<<nn>>-1122,,,aluno bolsista
""",
    "human",
    syntax="",
)
