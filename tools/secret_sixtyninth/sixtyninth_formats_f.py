# ruff: noqa: E501
"""Family f: a care home for the elderly (lar de idosos) in Portugal; Portuguese."""

from __future__ import annotations

import random

from sixtyninth_corpus import alnum, pick
from sixtyninth_spec import Fam, email, fods, ics, wa

FAM = Fam(
    name="laridosos_portugal_care_home",
    orgs=("larsolnascente", "casadosavos", "larflordelis", "residenciaoliveira", "larbemestar"),
    tld="pt",
    first=(
        ("Maria", "maria"),
        ("João", "joao"),
        ("Ana", "ana"),
        ("Manuel", "manuel"),
        ("Conceição", "conceicao"),
        ("António", "antonio"),
        ("Fernanda", "fernanda"),
        ("Rui", "rui"),
        ("Inês", "ines"),
        ("Joaquim", "joaquim"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Ferreira", "ferreira"),
        ("Pereira", "pereira"),
        ("Oliveira", "oliveira"),
        ("Costa", "costa"),
        ("Rodrigues", "rodrigues"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "saudade",
        "fado",
        "bacalhau",
        "sardinha",
        "pastel",
        "lisboa",
        "porto",
        "douro",
        "alfama",
        "tejo",
        "avó",
        "primavera",
        "girassol",
        "oceano",
        "benfica",
        "sporting",
        "andorinha",
        "azulejo",
        "galo",
        "alecrim",
    ),
    pets=("Tareco", "Bolinhas", "Pantufa", "Faísca", "Nico", "Lua", "Kiko"),
    places=("Coimbra", "Braga", "Viseu", "Setúbal", "Évora", "Aveiro", "Leiria"),
    phone_pat="+351 9## ### ###",
)
R = FAM.reg


# 1. WhatsApp (Portuguese): the nursing station PC password inside a sentence ----------------------
def _wa(s):
    return wa(
        s,
        [
            (
                0,
                "Boa noite, qual é a palavra-passe do computador da enfermaria? Tenho de registar a medicação da D. Albertina",
            ),
            (1, f"É {s['cred']} (com maiúscula)"),
            (0, "Obrigada! Já está 😊"),
            (1, "Não escrevas no caderno de turno por favor"),
        ],
        style="android",
    )


R(
    "laridosos_portuguese_whatsapp_palavra_passe_turno",
    (
        "WhatsApp/Conversa do WhatsApp com <<fn2>>.txt",
        "Transferências/Conversa do WhatsApp com Enf. <<fn2>> <<ln2>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. ifthenpay MB WAY / Multibanco callback config (monthly fees) in PHP -----------------------------
R(
    "laridosos_ifthenpay_mbway_callback_php",
    ("mensalidades/config/ifthenpay.php", "public_html/<<org>>/pagamentos/config.php"),
    """<?php
// Pagamento das mensalidades dos utentes - ifthenpay (Multibanco + MB WAY)
define('IFTHENPAY_ENTIDADE', '<<ent>>');
define('IFTHENPAY_SUBENTIDADE', '<<sub>>');
define('IFTHENPAY_MBWAY_KEY', '<<mbk>>');
define('IFTHENPAY_ANTIPHISHING_KEY', '<<cred>>');
define('IFTHENPAY_CALLBACK_URL', 'https://<<dom>>/pagamentos/callback.php?chave=[CHAVE_ANTI_PHISHING]&entidade=[ENTIDADE]&referencia=[REFERENCIA]&valor=[VALOR]');
""",
    "p:ifthenpay",
    syntax="",
    extra=lambda rng, s: {
        "ent": alnum(rng, 5, "0123456789"),
        "sub": alnum(rng, 3, "0123456789"),
        "mbk": alnum(rng, 3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + "-" + alnum(rng, 6, "0123456789"),
    },
)

# 3. Nurse-call gateway INI: the SIP secret for the DECT handsets -------------------------------------
R(
    "laridosos_nurse_call_sip_gateway_ini",
    ("chamada_enfermagem/gateway.ini", "C:/NurseCall/<<org>>/gateway.ini"),
    """; Gateway de chamada de enfermagem -> telefones DECT dos auxiliares
[Geral]
Instituicao=<<orgc>>
Pisos=3

[SIP]
Servidor=<<lan>>
Porta=5060
Utilizador=nursecall<<n>>
Secret=<<cred>>

[Alarmes]
QuartoSemResposta=120
Escalar=enfermeira.chefe
""",
    "pw",
)


# 4. Portuguese e-mail: the Segurança Social Direta password of the institution --------------------------
def _mail(s):
    body = (
        f"Olá {s['fn']},\n\n"
        "Como vais ficar a tratar das comparticipações enquanto estou de férias, seguem os acessos "
        "da instituição à Segurança Social Direta:\n\n"
        f"NISS da instituição: 2{s['num']}{s['num']}{s['n']}\n"
        f"Senha: {s['cred']}\n\n"
        "Os acordos de cooperação estão na pasta Direção/2025. Qualquer dúvida liga-me.\n\n"
        f"Beijinhos,\n{s['fn2']}\nDireção Técnica - {s['orgc']}\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "Acessos Segurança Social (férias)", body)


R(
    "laridosos_seguranca_social_email_senha",
    ("Correio/Recebidos/<<hx>>.eml", "Outlook/Export/acessos-ss-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)

# 5. Primavera ERP instance connection XML ----------------------------------------------------------------
R(
    "laridosos_primavera_erp_instance_xml",
    (
        "Primavera/V10/Config/Instancia.xml",
        "C:/Program Files/PRIMAVERA/SG100/Config/<<org>>_instancia.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<Configuracao versao="10.0">
  <Instancia nome="DEFAULT">
    <Servidor><<lan>>\\PRIMAVERA</Servidor>
    <Autenticacao>SQL</Autenticacao>
    <Utilizador>sa</Utilizador>
    <Password><<cred>></Password>
    <BaseDadosEmpresa>PRI<<orgc>></BaseDadosEmpresa>
  </Instancia>
  <Modulos faturacao="1" contabilidade="1" rh="1" />
</Configuracao>
""",
    "pw_xml",
)


# 6. Calendar entry: family video visit, the meeting password in the DESCRIPTION ------------------------------
def _ics(s):
    return ics(
        s,
        "Visita por videochamada - família da D. Albertina",
        f"Tablet da sala de convívio.\nZoom ID: 8{s['num']} {s['num']}{s['n']}\n"
        f"Palavra-passe: {s['cred']}\nLigar 5 min antes para a filha ({s['phone2']}).",
        f"{s['orgc']} - Sala de convívio",
    )


R(
    "laridosos_family_video_visit_ics_description",
    ("Calendario/visitas-<<date>>.ics", "Downloads/invite-<<hx>>.ics"),
    _ics,
    "human_x",
    syntax="",
)

# 7. bash history: snapshot from the Dahua NVR with curl --digest -u ---------------------------------------------
R(
    "laridosos_dahua_nvr_curl_digest_bash_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ls -la /srv/cctv
ping -c 3 <<lan>>
curl --digest -u admin:'<<cred>>' "http://<<lan>>/cgi-bin/snapshot.cgi?channel=3" -o sala_convivio.jpg
curl --digest -u admin:'<<cred>>' "http://<<lan>>/cgi-bin/magicBox.cgi?action=getSystemInfo"
df -h
sudo systemctl restart motion
exit
""",
    "pw_sq",
    syntax="",
)


# 8. Flat ODS medication rota with the care-records platform login --------------------------------------------------
def _fods(s):
    rng = random.Random(str(s["uid"]))
    rows = [["Utente", "Quarto", "Medicação", "Hora", "Auxiliar"]]
    for _ in range(5):
        rows.append(
            [
                pick(rng, ("D. Albertina", "Sr. Custódio", "D. Rosa", "Sr. Armindo", "D. Glória")),
                str(rng.randint(1, 40)),
                pick(
                    rng, ("Paracetamol 1g", "Furosemida 40mg", "Metformina 850mg", "Omeprazol 20mg")
                ),
                pick(rng, ("08:00", "13:00", "20:00")),
                pick(rng, ("Fernanda", "Rui", "Inês")),
            ]
        )
    rows.append([])
    rows.append(
        [
            "Plataforma de registos",
            f"https://registos.{s['dom']}",
            "utilizador",
            str(s["user"]),
            str(s["cred"]),
        ]
    )
    return fods("Medicação", rows)


R(
    "laridosos_medication_rota_flat_ods_login",
    ("Enfermagem/medicacao_<<mo>>_<<year>>.fods", "partilha/turnos/medicacao-<<date>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)
