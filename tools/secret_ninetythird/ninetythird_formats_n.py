# ruff: noqa: E501
"""Family n: a Recife beauty influencer and her own make-up line (Brazilian Portuguese)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_N, alnum, dec_json_field, uuid4


def _nuvem(s):
    doc = {
        "loja": f"https://{s['org']}.lojavirtualnuvem.com.br",
        "usuario": s["email"],
        "senha": s["cred"],
        "publicar_stories": True,
        "hashtags": ["#maquiagem", "#recife", "#" + s["org"]],
        "ultima_execucao": f"{s['date']}T{s['hh']}:{s['mi']}:{s['ss']}",
    }
    return json.dumps(doc, indent=4)


FAM_N.reg(
    "nuvemshop_bot_config_json_unicode_escaped",
    ("bot-lancamentos/config.json", "<<org>>/automacao/config_<<n>>.json"),
    _nuvem,
    "human_acc",
    decode=dec_json_field(r'"senha": "((?:[^"\\]|\\.)*)"'),
)

FAM_N.reg(
    "whatsapp_pt_senha_agencia_publi",
    ("WhatsApp/Conversa do WhatsApp com <<fn2>>.txt", "backup/whatsapp_agencia_<<n>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Oi amiga! A marca do gloss pediu acesso ao insights, me passa a senha do Instagram?
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<fn>> <<ln>>: <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<fn>> <<ln>>: mas só tira print, não mexe em nada viu 😅
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi3>> - <<fn2>> <<ln2>>: pode deixar!! obrigada 💄
""",
    "human",
    syntax="",
)

FAM_N.reg(
    "hotmart_client_secret_dotenv",
    ("curso-maquiagem/.env", "<<org>>-hotmart/.env"),
    """# Curso online "Make de Carnaval" na Hotmart - webhook e área de membros
HOTMART_CLIENT_ID=<<cid>>
HOTMART_CLIENT_SECRET=<<cred>>
HOTMART_BASIC=<<basic>>
HOTMART_HOTTOK=<<hottok>>
SITE_URL=https://<<dom>>
""",
    "p:hotmart",
    syntax="",
    extra=lambda r, s: {"cid": uuid4(r), "basic": alnum(r, 100), "hottok": alnum(r, 40)},
)

FAM_N.reg(
    "pagarme_secret_key_node_checkout",
    ("loja-batom/api/checkout.js", "<<org>>-store/src/pagarme_<<n>>.js"),
    """// Checkout da linha de batons (Pix + cartão) via Pagar.me v5
const axios = require('axios');

const PAGARME_SECRET = '<<cred>>';
const auth = Buffer.from(PAGARME_SECRET + ':').toString('base64');

async function criarPedidoPix(cliente, itens) {
  const { data } = await axios.post(
    'https://api.pagar.me/core/v5/orders',
    { customer: cliente, items: itens, payments: [{ payment_method: 'pix', pix: { expires_in: 3600 } }] },
    { headers: { Authorization: `Basic ${auth}` } },
  );
  return data.charges[0].last_transaction.qr_code_url;
}

module.exports = { criarPedidoPix };
""",
    "p:pagarme",
    syntax="",
)

FAM_N.reg(
    "gmail_app_password_smtp_python_publis",
    ("scripts/enviar_midiakit.py", "<<org>>/email/midiakit_<<n>>.py"),
    '''"""Envia o mídia kit em PDF para as marcas que pediram orçamento de publi."""

import smtplib
from email.message import EmailMessage

REMETENTE = "<<gmail>>"
SENHA_APP = "<<cred>>"


def enviar(para: str, marca: str) -> None:
    msg = EmailMessage()
    msg["From"] = REMETENTE
    msg["To"] = para
    msg["Subject"] = f"Mídia kit <<orgc>> - proposta para {marca}"
    msg.set_content("Oi! Segue nosso mídia kit com os valores de Reels e Stories. Beijos!")
    with open("midiakit.pdf", "rb") as f:
        msg.add_attachment(f.read(), maintype="application", subtype="pdf", filename="midiakit.pdf")
    with smtplib.SMTP_SSL("smtp.gmail.com", 465) as s:
        s.login(REMETENTE, SENHA_APP)
        s.send_message(msg)
''',
    "p:gmail_app",
)

FAM_N.reg(
    "certificado_a1_pfx_senha_email_contador",
    ("Email/Recebidos/<<y>><<mo>><<d>>_certificado.eml", "mail/<<fa>>/INBOX/<<n2>>.eml"),
    """From: <<fn2>> <<ln2>> - Contabilidade <contato@contabil<<la2>>.com.br>
To: <<fn>> <<ln>> <<<email>>>
Subject: Certificado digital A1 renovado - <<orgc>> LTDA
Date: Thu, <<d>> Oct <<y>> <<hh>>:<<mi>>:00 -0300
Content-Type: text/plain; charset=UTF-8

Olá <<fn>>, tudo bem?

Segue em anexo o certificado A1 (arquivo .pfx) renovado da empresa, válido por 1 ano.
Ele é usado para emitir as notas fiscais (NF-e) das vendas da loja e dos publis.

Senha do certificado: <<cred>>

Guarde bem o arquivo e a senha. Qualquer dúvida me chama no WhatsApp.

Abraço,
<<fn2>> <<ln2>>
""",
    "human",
    syntax="",
)

FAM_N.reg(
    "brevo_api_key_php_newsletter",
    ("site/inc/newsletter.php", "<<org>>/wp-content/themes/glow/brevo_<<n>>.php"),
    """<?php
// Cadastro na newsletter "Beleza da Semana" (Brevo)
$config = Brevo\\Client\\Configuration::getDefaultConfiguration()->setApiKey('api-key', '<<cred>>');
$api = new Brevo\\Client\\Api\\ContactsApi(new GuzzleHttp\\Client(), $config);

function inscrever($api, string $email, string $nome) {
    $c = new Brevo\\Client\\Model\\CreateContact([
        'email' => $email,
        'attributes' => ['NOME' => $nome, 'CIDADE' => 'Recife'],
        'listIds' => [<<n>>],
    ]);
    return $api->createContact($c);
}
""",
    "p:brevo",
    syntax="",
)


def _codes(r, s):
    return {"codes": [f"{r.randint(1000, 9999)} {r.randint(1000, 9999)}" for _ in range(4)]}


FAM_N.reg(
    "instagram_backup_codes_txt",
    ("Downloads/instagram_backup_codes_<<org>>.txt", "Notas/codigos_insta_<<n>>.txt"),
    lambda s: (
        "Códigos de backup do Instagram\n@"
        + s["org"]
        + "\n\n"
        + s["cred"]
        + "\n"
        + "\n".join(s["codes"])
        + "\n"
    ),
    lambda r, s: f"{r.randint(1000, 9999)} {r.randint(1000, 9999)}",
    syntax="",
    extra=_codes,
)
