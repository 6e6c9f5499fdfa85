"""Family i: a shoe-sole injection plant in Felgueiras, Portugal (Portuguese)."""

from __future__ import annotations

import quopri
import random

from hundredfirst_spec import Fam, enc_qp, reg

F = Fam(
    name="felgueiras_shoe_sole_injection",
    orgs=("felgueirasola", "tamancosul", "minhosolas", "borrachanorte"),
    tld="pt",
    first=(
        ("João", "joao"),
        ("Ana", "ana"),
        ("Rui", "rui"),
        ("Sofia", "sofia"),
        ("Tiago", "tiago"),
        ("Inês", "ines"),
        ("Nuno", "nuno"),
        ("Catarina", "catarina"),
    ),
    last=(
        ("Ferreira", "ferreira"),
        ("Pinto", "pinto"),
        ("Magalhães", "magalhaes"),
        ("Teixeira", "teixeira"),
        ("Sousa", "sousa"),
        ("Mendes", "mendes"),
    ),
    words=(
        "felgueiras",
        "sola",
        "sapato",
        "benfica",
        "porto",
        "saudade",
        "bacalhau",
        "fado",
        "minho",
        "vinhoverde",
        "galo",
        "francesinha",
        "tamanco",
        "borracha",
        "natas",
        "douro",
    ),
    pets=("bobi", "pantufa", "kika", "faisca", "tareco", "nina"),
    cc="351",
    places=("felgueiras", "lixa", "guimaraes", "amarante", "porto", "braga"),
)

reg(
    F,
    "felgueiras_desma_injection_mes_ini",
    ("C:/MES/desma_linha<<n>>.ini", "mes/<<org>>/injetoras_<<n>>.ini"),
    """; Recolha de dados - injetoras DESMA (solas TPU/PU) linha <<n>>
[maquinas]
lista = D968-<<n>>,D968-<<nn>>
intervalo_s = 20

[base_dados]
servidor = <<ip>>
nome = PRODUCAO_SOLAS
utilizador = mes_recolha
senha = <<cred>>
""",
    "pw",
)


def _acc(r: random.Random, f: Fam, s: dict) -> str:
    w = r.choice(
        (
            "Solação",
            "Coração",
            "Açores",
            "Pãodeló",
            "Sapatão",
            "Borrachão",
            "Guimarães",
            "Ribeirão",
            "Canção",
        )
    )
    return f"{w}{r.choice(('', '@', '#', '.', '!'))}{r.randint(1980, 2026)}"


def _qp_mail(s: dict) -> str:
    body = (
        f"Olá {s['f2l']},\n\n"
        "Segue o acesso ao portal do cliente (encomendas de solas para a coleção de inverno):\n"
        f"Utilizador: {s['org']}.solas\n"
        f"Senha: {s['cred']}\n\n"
        "Não partilhes fora da equipa comercial.\n"
        f"Cumprimentos,\n{s['fl']} {s['ll']}\n"
    )
    return (
        f"From: {s['fl']} {s['ll']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?Q?Acesso_portal_do_cliente_-_cole=C3=A7=C3=A3o?=\n"
        f"Date: {s['dmy']} {s['hm']} +0000\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    for line in plain.splitlines():
        if line.startswith("Senha: "):
            return line[len("Senha: ") :]
    raise ValueError("no Senha line")


reg(
    F,
    "felgueiras_portuguese_email_qp_senha_portal",
    ("mail/enviados/portal_cliente_<<ymd>>.eml", "Comercial/<<fa>>/acesso_<<nn>>.eml"),
    _qp_mail,
    _acc,
    syntax="",
    decode=_dec_qp,
)

reg(
    F,
    "felgueiras_at_efatura_webservice_properties",
    ("faturacao/at-comunicacao-<<n>>.properties", "erp/<<org>>/config/at.properties"),
    """# Comunicacao de faturas a AT (webservice e-fatura)
at.endpoint=https://servicos.portaldasfinancas.gov.pt:400/fews/faturas
at.nif=5<<nnnn>><<nnnn>>
at.subutilizador=5<<nnnn>><<nnnn>>/<<n>>
at.senha=<<cred>>
at.certificado=/opt/erp/certs/ChavePublicaAT.cer
""",
    "pw",
    syntax="",
)

reg(
    F,
    "felgueiras_eupago_mbway_api_key_node",
    ("loja-outlet/src/eupago_<<n>>.js", "api/<<org>>/pagamentos.js"),
    """// Pagamentos MB WAY / Multibanco da loja de fabrica (Eupago)
const EUPAGO_API_KEY = "<<cred>>";

async function pedidoMbway(valor, telemovel, ref) {
  const res = await fetch("https://clientes.eupago.pt/clientes/rest_api/mbway/create", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ chave: EUPAGO_API_KEY, valor, alias: telemovel, identificador: ref }),
  });
  return res.json();
}

module.exports = { pedidoMbway };
""",
    "p:eupago",
    syntax="",
)

reg(
    F,
    "felgueiras_moloni_erp_client_secret_python",
    ("scripts/moloni_sync_<<n>>.py", "integracoes/<<org>>/moloni.py"),
    '''"""Sincroniza as guias de transporte das solas com o Moloni."""

import requests

CLIENT_ID = "<<org>>solas"
CLIENT_SECRET = "<<cred>>"
USERNAME = "<<email>>"


def token(password: str) -> str:
    r = requests.get(
        "https://api.moloni.pt/v1/grant/",
        params={
            "grant_type": "password",
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
            "username": USERNAME,
            "password": password,
        },
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "p:moloni",
)

reg(
    F,
    "felgueiras_portuguese_whatsapp_senha_wifi",
    ("WhatsApp Chat with Fabrica <<n>>.txt", "chats/turno_noite_<<ymd>>.txt"),
    """<<dmy>> <<hm>> - <<fl>> <<ll>>: Bom dia! Alguém sabe a senha do wifi novo da injeção?
<<dmy>> <<hm>> - <<f2l>> <<l2l>>: Rede <<orgu>>_PROD
<<dmy>> <<hm2>> - <<f2l>> <<l2l>>: senha <<cred>>
<<dmy>> <<hm2>> - <<fl>> <<ll>>: Obrigada 😊
""",
    "human",
    syntax="",
)

reg(
    F,
    "felgueiras_mould_cnc_heidenhain_netrc",
    ("home/<<fa>>/.netrc", "moldes/cnc<<n>>/.netrc"),
    """machine <<ip>>
login cnc<<n>>
password <<cred>>

machine ftp.<<dom>>
login moldes
password (pedir ao <<fa>>)
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "felgueiras_signal_copied_senha_nas",
    ("notas/signal_<<ymd>>.txt", "Desktop/signal_<<fa>>_<<n>>.txt"),
    """<<fl>> <<ll>>, <<dmyd>> <<hm>>
Preciso de entrar no NAS (Synology) para ir buscar os modelos 3D das solas

<<f2l>> <<l2l>>, <<dmyd>> <<hm2>>
utilizador: moldes
<<cred>>
""",
    "human",
    syntax="",
)
