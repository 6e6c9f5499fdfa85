# ruff: noqa: E501
"""Family d: a Salvador (Bahia) hair-care and salon brand (Brazilian Portuguese): Nuvemshop,
Mercado Pago, Melhor Envio, Asaas billing, Bling ERP, Efí Pix certificates, salon software."""

from __future__ import annotations

from hundredfourth_corpus import alnum, hexs, jwt, rsa_pem
from hundredfourth_spec import Fam, dec_basic, enc_basic, wa, xlsx_shared

FAM = Fam(
    name="cabeleireira_bahia_haircare_salon_brand",
    orgs=("cachosdabahia", "brilhoteu", "salaomorena", "fiosdeouro"),
    tld="com.br",
    first=(
        ("Júlia", "julia"),
        ("Thiago", "thiago"),
        ("Luana", "luana"),
        ("Rafaela", "rafaela"),
        ("Gabriel", "gabriel"),
        ("Beatriz", "beatriz"),
        ("Vinícius", "vinicius"),
        ("Letícia", "leticia"),
        ("Mônica", "monica"),
    ),
    last=(
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Conceição", "conceicao"),
        ("Araújo", "araujo"),
        ("Nascimento", "nascimento"),
        ("Ribeiro", "ribeiro"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "cabelo",
        "cacho",
        "brilho",
        "saudade",
        "flamengo",
        "bahia",
        "praia",
        "amor",
        "feliz",
        "morena",
        "chapinha",
        "escova",
        "mel",
        "acai",
        "sol",
        "salvador",
        "dende",
        "axe",
    ),
    pets=("pipoca", "pacoca", "bolinha", "thor", "luna", "nina"),
    cc="+55",
    city="Salvador",
    lwords=("Coração", "Cachoeira", "Ação"),
)

R = FAM.reg

R(
    "cabeleireira_whatsapp_senha_nuvemshop_painel",
    ("WhatsApp Chat with <<fn2>>.txt", "Conversa do WhatsApp com <<fn2>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "Amiga, qual é a senha do painel da Nuvemshop? Preciso subir o kit cachos perfeitos hoje",
                ),
                ("<<fn2>>", "login é <<email>>"),
                ("<<fn2>>", "senha <<cred>>"),
                ("<<fn>>", "Entrou!! Obrigada ❤️"),
                ("<<fn2>>", "Depois troca, tá? A menina da recepção viu"),
            ],
        )
    ),
)

R(
    "cabeleireira_mercadopago_access_token_typescript",
    ("src/lib/mercadopago.ts", "apps/<<org>>/src/payments/mp.ts"),
    """import { MercadoPagoConfig, Preference } from "mercadopago";

// Checkout Pro — kits de finalização e agendamento do salão <<orgc>>
const client = new MercadoPagoConfig({
  accessToken: "<<cred>>",
  options: { timeout: 5000 },
});

export async function criarPreferencia(itens: { title: string; unit_price: number; quantity: number }[]) {
  const pref = new Preference(client);
  return pref.create({
    body: {
      items: itens.map((i, n) => ({ id: String(n), currency_id: "BRL", ...i })),
      back_urls: { success: "https://<<dom>>/obrigado" },
      statement_descriptor: "<<orgu>>",
    },
  });
}
""",
    "p:mp",
    "",
    extra=lambda rng, s: s.update(orgu=str(s["org"]).upper()[:13]),
)


def _me_jwt(rng, s):
    return jwt(
        rng,
        {
            "aud": "1",
            "jti": hexs(rng, 80),
            "iat": s["epoch"],
            "nbf": s["epoch"],
            "exp": int(s["epoch"]) + 2592000,
            "sub": s["uid"],
            "scopes": [
                "cart-read",
                "cart-write",
                "orders-read",
                "shipping-calculate",
                "shipping-generate",
            ],
        },
        alg="RS256",
    )


R(
    "cabeleireira_melhor_envio_jwt_dotenv",
    (".env", "<<org>>/.env.production"),
    """# Frete: Melhor Envio (Correios, Jadlog, Loggi)
MELHOR_ENVIO_URL=https://melhorenvio.com.br
MELHOR_ENVIO_TOKEN=<<cred>>
MELHOR_ENVIO_USER_AGENT="<<orgc>> (<<email>>)"
CEP_ORIGEM=40140-110
""",
    _me_jwt,
    "",
)

R(
    "cabeleireira_asaas_billing_api_key_php",
    ("app/Services/AsaasAssinatura.php", "wp-content/plugins/<<org>>-clube/asaas-config.php"),
    """<?php
// Assinatura mensal "Clube do Cacho" — cobrança via Asaas (boleto / Pix / cartão)
const ASAAS_URL = 'https://api.asaas.com/v3';
const ASAAS_API_KEY = '<<cred>>';

function asaas_post(string $path, array $body): array
{
    $ch = curl_init(ASAAS_URL . $path);
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POST => true,
        CURLOPT_HTTPHEADER => ['Content-Type: application/json', 'access_token: ' . ASAAS_API_KEY],
        CURLOPT_POSTFIELDS => json_encode($body),
    ]);
    return json_decode(curl_exec($ch), true);
}
""",
    "p:asaas",
    "",
)

R(
    "cabeleireira_salao_acessos_xlsx_sharedstrings",
    ("acessos_salao.xlsx/xl/sharedStrings.xml", "planilhas/senhas_<<org>>/xl/sharedStrings.xml"),
    lambda s: xlsx_shared(
        [
            "Sistema",
            "Usuário",
            "Senha",
            "Quem usa",
            "Trinks (agenda)",
            str(s["email"]),
            str(s["cred"]),
            f"Recepção / {s['fn']}",
            "Instagram @" + str(s["org"]),
            str(s["org"]),
            "ver com a " + str(s["fn2"]),
            "Marketing",
            "Wi-Fi clientes",
            "Salao_" + str(s["orgc"]),
            "cachos" + str(s["year"]),
            "Clientes",
        ]
    ),
    "human_x",
    "xml",
)

R(
    "cabeleireira_certificado_a1_senha_nota_txt",
    ("Documentos/certificado A1 - senha.txt", "contabilidade/certificado_<<year>>.txt"),
    """Certificado digital A1 (e-CNPJ) - <<orgu>> COSMETICOS LTDA
CNPJ <<cnpj>>
validade <<dmy>>
arquivo: certificado_<<org>>.pfx
senha
<<cred>>
(a contadora pediu pra usar no emissor de NF-e)
""",
    "human",
    "",
    extra=lambda rng, s: s.update(
        orgu=str(s["org"]).upper(),
        cnpj=f"{rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}/0001-{rng.randint(10, 99)}",
    ),
)

R(
    "cabeleireira_bling_oauth_curl_basic_history",
    ("home/<<fa>>/.bash_history", "servidor/.bash_history"),
    """cd /srv/loja
git pull
php artisan migrate --force
curl -s -X POST https://api.bling.com.br/Api/v3/oauth/token -H "Content-Type: application/x-www-form-urlencoded" -H "Accept: 1.0" -H "Authorization: Basic <<enc>>" -d "grant_type=authorization_code&code=<<code>>"
php artisan bling:sync-estoque
tail -n 50 storage/logs/laravel.log
""",
    "hex:60",
    "",
    extra=lambda rng, s: s.update(client_id=hexs(rng, 40), code=hexs(rng, 40)),
    encode=enc_basic("client_id"),
    decode=dec_basic,
)


def _pix_pem(rng, s):
    return rsa_pem(rng, pkcs8=True)


R(
    "cabeleireira_efi_pix_certificado_pem_chave",
    ("certs/producao-<<nn>>.pem", "pix/efi_<<org>>_producao.pem"),
    """Bag Attributes
    localKeyID: <<lk>>
    friendlyName: <<orgu>>
Key Attributes: <No Attributes>
<<cred>>
""",
    _pix_pem,
    "",
    extra=lambda rng, s: s.update(
        lk=" ".join(hexs(rng, 2, upper=True) for _ in range(20)),
        orgu=str(s["org"]).upper() + "_" + alnum(rng, 6, "0123456789"),
    ),
)
