# ruff: noqa: E501
"""Family g: an air-taxi charter operator (táxi aéreo) in Campo de Marte, São Paulo (Brazil;
Portuguese)."""

from __future__ import annotations

import json
import re

from eightythird_spec import Fam, email, fods, hexs, json_u, pick, uuid4, wa

F = Fam(
    name="taxiaereo_charter_operator_brazil",
    orgs=("asaleste", "tucanotaxiaereo", "pantanalair", "bandeirantejet"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana", "ana"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
        ("Rafael", "rafael"),
        ("Juliana", "juliana"),
        ("Marcos", "marcos"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Carvalho", "carvalho"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "tucano",
        "arara",
        "sabia",
        "ipanema",
        "amazonia",
        "pantanal",
        "cerrado",
        "caju",
        "acai",
        "garoa",
        "saudade",
        "maracana",
        "brasilia",
        "bandeirante",
        "corcovado",
        "timao",
    ),
    pets=("bolinha", "thor", "pipoca", "mel", "pretinha", "luna"),
    cc="55",
    places=("Campo de Marte", "Jundiaí", "Congonhas", "Angra dos Reis", "Paraty"),
    regs=("PR-ABC", "PT-MEJ", "PP-XTR", "PS-ATA", "PR-KGV"),
    tz="-0300",
)

F.reg(
    "taxiaereo_avinode_api_bearer_python_quotes",
    ("integracoes/avinode_cotacoes_<<nn>>.py", "scripts/avinode_<<date>>.py"),
    '''"""Busca pedidos de cotação (RFQ) do Avinode e cria rascunhos no sistema de vendas."""

import requests

AVINODE_URL = "https://services.avinode.com/api/trips"
HEADERS = {
    "Authorization": "Bearer <<cred>>",
    "X-Avinode-ApiToken": "<<apitok>>",
    "X-Avinode-SentTimestamp": "<<date>>T<<hms>>Z",
    "X-Avinode-Product": "<<orgc>> Vendas/1.4",
    "X-Avinode-ApiVersion": "v1.0",
}

r = requests.get(AVINODE_URL, headers=HEADERS, params={"filter": "unanswered"}, timeout=30)
for trip in r.json()["data"]:
    print(trip["id"], trip["segments"][0]["startAirport"]["icao"])
''',
    "p:avinode",
    extra=lambda rng, s: s.update(apitok=uuid4(rng)),
)

F.reg(
    "taxiaereo_fl3xx_flights_js_auth_token",
    ("ops-dashboard/src/fl3xx.js", "painel/<<org>>/fl3xx_<<nn>>.js"),
    """// Painel de operações: voos do dia a partir do FL3XX
const FL3XX_TOKEN = "<<cred>>";

export async function voosDoDia(data) {
  const url = `https://app.fl3xx.us/api/external/flight/flights?from=${data}&to=${data}&timeZone=America/Sao_Paulo`;
  const resp = await fetch(url, { headers: { "X-Auth-Token": FL3XX_TOKEN, Accept: "application/json" } });
  if (!resp.ok) throw new Error(`FL3XX ${resp.status}`);
  return (await resp.json()).map((v) => ({ reg: v.registrationNumber, orig: v.airportFrom, dest: v.airportTo }));
}
""",
    "alnum:40",
    syntax="",
)

F.reg(
    "taxiaereo_efi_pix_dotenv_client_secret",
    ("cobrancas-pix/.env", "apps/<<org>>-pix/.env.prod"),
    """# Efí (ex-Gerencianet) – cobranças Pix dos fretamentos
EFI_SANDBOX=false
EFI_CLIENT_ID=Client_Id_<<cid>>
EFI_CLIENT_SECRET=Client_Secret_<<cred>>
EFI_CERT_PATH=./certs/producao-<<nn>>.p12
EFI_PIX_KEY=financeiro@<<dom>>
""",
    "p:efi",
    extra=lambda rng, s: s.update(cid=hexs(rng, 40)),
    syntax="",
)

F.reg(
    "taxiaereo_portuguese_whatsapp_senha_sistema_anac",
    ("WhatsApp Conversa com Despacho <<orgc>> <<nn>>.txt", "conversas/despacho_<<date>>.txt"),
    lambda s: wa(
        [
            (
                s["first"],
                f"Bom dia! {s['reg']} decola 10h para {s['place']}, plano de voo já enviado?",
            ),
            (
                s["first2"],
                "Ainda não, o sistema da ANAC me deslogou. Qual a senha da conta da empresa?",
            ),
            (s["first"], f"login: {s['user']}"),
            (s["first"], s["cred"]),
            (s["first2"], "Valeu, enviado ✈️"),
        ],
        s,
        style="bracket",
    ),
    "human",
    syntax="",
)

_PT = ("Coração", "Sabiá", "Açaí", "Maçã", "Pão", "Limão", "Ação", "Garça")


def _pt_pw(rng, fam, s):
    w = pick(rng, _PT)
    return pick(
        rng,
        (
            f"{w}{rng.randint(2000, 2026)}!",
            f"{w}_{pick(rng, fam.pets)}{rng.randint(1, 99)}",
            f"{s['reg'][3:]}{w}#{rng.randint(1, 99)}",
        ),
    )


def _dec_json_senha(text: str) -> str:
    m = re.search(r'"senha"\s*:\s*("(?:[^"\\]|\\.)*")', text)
    assert m
    return json.loads(m.group(1))


F.reg(
    "taxiaereo_crew_app_json_unicode_escaped_senha",
    ("tripulacao/app/config_<<fa>>.json", "crew-app/<<nn>>/sessao.json"),
    lambda s: (
        "{\n"
        f'  "usuario": "{s["user"]}",\n'
        f'  "senha": "{json_u(s["cred"])}",\n'
        f'  "base": "{json_u(s["place"])}",\n'
        f'  "aeronave": "{s["reg"]}",\n'
        '  "lembrar": true\n'
        "}\n"
    ),
    _pt_pw,
    decode=_dec_json_senha,
)

F.reg(
    "taxiaereo_asaas_cobranca_php_access_token",
    ("financeiro/src/Asaas.php", "sistema/<<org>>/asaas_<<nn>>.php"),
    """<?php
// Cobrança de fretamentos via Asaas (boleto / Pix / cartão)
final class Asaas
{
    private const URL = 'https://api.asaas.com/v3';
    private const TOKEN = '<<cred>>';

    public static function cobrar(string $cliente, float $valor, string $venc): array
    {
        $ch = curl_init(self::URL . '/payments');
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => ['access_token: ' . self::TOKEN, 'Content-Type: application/json'],
            CURLOPT_POSTFIELDS => json_encode(['customer' => $cliente, 'billingType' => 'PIX', 'value' => $valor, 'dueDate' => $venc]),
        ]);
        return json_decode(curl_exec($ch), true);
    }
}
""",
    "p:asaas",
    syntax="",
)

F.reg(
    "taxiaereo_portuguese_email_senha_portal_cliente_fretamento",
    ("email/enviados/<<date>>_portal_cliente_<<nn>>.eml", "mail/<<fa>>/fretamento_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        f"secretaria@{s['la']}agro.com.br",
        f"Acesso ao portal – fretamento {s['place']} {s['dmy']}",
        f"Prezada,\n\nSegue o acesso ao nosso portal, onde ficam o manifesto de passageiros e o comprovante do voo:\n\n"
        f"https://clientes.{s['dom']}\nUsuário: {s['la']}agro\nSenha: {s['cred']}\n\n"
        f"Qualquer dúvida estou à disposição.\nAbraços,\n{s['first']} {s['last']}\nComercial – {s['orgc']} Táxi Aéreo\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "taxiaereo_tripulantes_flat_ods_logins",
    ("escala/tripulantes_<<mo>>_<<y>>.fods", "operacoes/<<org>>_acessos_<<nn>>.fods"),
    lambda s: fods(
        "Acessos",
        [
            ["Tripulante", "Código ANAC", "Sistema", "Login", "Senha"],
            [f"{s['first']} {s['last']}", s["nn"] + "21", "Portal escala", s["user"], s["cred"]],
            [s["first2"], s["nn"] + "87", "Portal escala", s["fa2"], "trocar no 1º acesso"],
        ],
    ),
    "human",
    syntax="xml",
)
